-- CreateEnum
CREATE TYPE "MatchStatus" AS ENUM ('live', 'finished');

-- CreateEnum
CREATE TYPE "ChallengeStatus" AS ENUM ('open', 'accepted', 'declined', 'cancelled');

-- CreateTable
CREATE TABLE "Match" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "status" "MatchStatus" NOT NULL DEFAULT 'live',
    "homeCoachId" UUID,
    "awayCoachId" UUID,
    "botSeat" TEXT,
    "options" JSONB NOT NULL,
    "seed" TEXT NOT NULL,
    "seedCommitment" TEXT NOT NULL,
    "seq" INTEGER NOT NULL DEFAULT 0,
    "snapshot" JSONB NOT NULL,
    "snapshotSeq" INTEGER NOT NULL DEFAULT 0,
    "snapshotDice" INTEGER NOT NULL,
    "initialHash" TEXT NOT NULL,
    "stateHash" TEXT NOT NULL,
    "turnSeconds" INTEGER NOT NULL,
    "result" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Match_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MatchCommand" (
    "matchId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "seat" TEXT NOT NULL,
    "actor" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "command" JSONB NOT NULL,
    "events" JSONB NOT NULL,
    "diceBefore" INTEGER NOT NULL,
    "diceAfter" INTEGER NOT NULL,
    "stateHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MatchCommand_pkey" PRIMARY KEY ("matchId","seq")
);

-- CreateTable
CREATE TABLE "Challenge" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "fromCoachId" UUID NOT NULL,
    "toCoachId" UUID,
    "fromTeam" JSONB NOT NULL,
    "status" "ChallengeStatus" NOT NULL DEFAULT 'open',
    "matchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Challenge_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Match_status_updatedAt_idx" ON "Match"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "Match_homeCoachId_idx" ON "Match"("homeCoachId");

-- CreateIndex
CREATE INDEX "Match_awayCoachId_idx" ON "Match"("awayCoachId");

-- CreateIndex
CREATE UNIQUE INDEX "MatchCommand_matchId_seat_clientId_key" ON "MatchCommand"("matchId", "seat", "clientId");

-- CreateIndex
CREATE INDEX "Challenge_fromCoachId_idx" ON "Challenge"("fromCoachId");

-- CreateIndex
CREATE INDEX "Challenge_toCoachId_idx" ON "Challenge"("toCoachId");

-- CreateIndex
CREATE INDEX "Challenge_status_idx" ON "Challenge"("status");

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_homeCoachId_fkey" FOREIGN KEY ("homeCoachId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Match" ADD CONSTRAINT "Match_awayCoachId_fkey" FOREIGN KEY ("awayCoachId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchCommand" ADD CONSTRAINT "MatchCommand_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_fromCoachId_fkey" FOREIGN KEY ("fromCoachId") REFERENCES "Coach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Challenge" ADD CONSTRAINT "Challenge_toCoachId_fkey" FOREIGN KEY ("toCoachId") REFERENCES "Coach"("id") ON DELETE CASCADE ON UPDATE CASCADE;
