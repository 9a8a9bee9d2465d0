-- League dice nobody can predict (issue 15 item 4): every post-game and each team's rolls between games
-- read their own secret seed, whose SHA-256 is published before the first roll and the seed after the last.

-- CreateTable
CREATE TABLE "LeagueDiceSeed" (
    "id" UUID NOT NULL,
    "purpose" TEXT NOT NULL,
    "leagueMatchId" UUID,
    "teamId" UUID,
    "seed" TEXT NOT NULL,
    "commitment" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revealedAt" TIMESTAMPTZ(3),

    CONSTRAINT "LeagueDiceSeed_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "LeagueDiceSeed_leagueMatchId_idx" ON "LeagueDiceSeed"("leagueMatchId");

-- CreateIndex
CREATE INDEX "LeagueDiceSeed_teamId_revealedAt_idx" ON "LeagueDiceSeed"("teamId", "revealedAt");
