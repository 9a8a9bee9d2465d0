-- Re-drafts (issue 22): the league's re-draft budget cap, and the re-draft a commissioner opens for the teams
-- of a finished season with its deadline.

-- AlterTable
ALTER TABLE "League" ADD COLUMN "redraftCap" INTEGER NOT NULL DEFAULT 1300000;

-- CreateTable
CREATE TABLE "Redraft" (
    "id" UUID NOT NULL,
    "leagueId" UUID NOT NULL,
    "fromSeasonId" UUID NOT NULL,
    "intoSeasonId" UUID NOT NULL,
    "deadline" TIMESTAMPTZ(3) NOT NULL,
    "closedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Redraft_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Redraft_fromSeasonId_key" ON "Redraft"("fromSeasonId");

-- CreateIndex
CREATE INDEX "Redraft_leagueId_idx" ON "Redraft"("leagueId");

-- CreateIndex
CREATE INDEX "Redraft_intoSeasonId_idx" ON "Redraft"("intoSeasonId");

-- AddForeignKey
ALTER TABLE "Redraft" ADD CONSTRAINT "Redraft_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redraft" ADD CONSTRAINT "Redraft_fromSeasonId_fkey" FOREIGN KEY ("fromSeasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Redraft" ADD CONSTRAINT "Redraft_intoSeasonId_fkey" FOREIGN KEY ("intoSeasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;
