-- Leagues (issue 8): leagues, commissioners, seasons, fixtures, teams, players, league matches, audit log.

-- CreateEnum
CREATE TYPE "SeasonStatus" AS ENUM ('open', 'scheduled', 'finished');

-- CreateEnum
CREATE TYPE "LeagueTeamStatus" AS ENUM ('pending', 'approved', 'rejected');

-- CreateEnum
CREATE TYPE "FixtureStatus" AS ENUM ('scheduled', 'live', 'played', 'unplayed');

-- CreateEnum
CREATE TYPE "LeaguePlayerStatus" AS ENUM ('active', 'dead', 'retired', 'fired');

-- CreateEnum
CREATE TYPE "PostGameStage" AS ENUM ('waiting', 'done');

-- CreateTable
CREATE TABLE "League" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdById" UUID,
    "edition" TEXT NOT NULL DEFAULT 'bb2025',
    "budget" INTEGER NOT NULL DEFAULT 1000000,
    "turnSeconds" INTEGER NOT NULL,
    "pointsWin" INTEGER NOT NULL DEFAULT 3,
    "pointsDraw" INTEGER NOT NULL DEFAULT 1,
    "pointsLoss" INTEGER NOT NULL DEFAULT 0,
    "bonusTouchdowns" BOOLEAN NOT NULL DEFAULT false,
    "bonusCleanSheet" BOOLEAN NOT NULL DEFAULT false,
    "bonusCasualties" BOOLEAN NOT NULL DEFAULT false,
    "tieBreakers" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "allowedRosters" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "homeAndAway" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "League_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueCommissioner" (
    "leagueId" UUID NOT NULL,
    "coachId" UUID NOT NULL,
    "addedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueCommissioner_pkey" PRIMARY KEY ("leagueId","coachId")
);

-- CreateTable
CREATE TABLE "Season" (
    "id" UUID NOT NULL,
    "leagueId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "status" "SeasonStatus" NOT NULL DEFAULT 'open',
    "rounds" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Season_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Fixture" (
    "id" UUID NOT NULL,
    "seasonId" UUID NOT NULL,
    "round" INTEGER NOT NULL,
    "homeTeamId" UUID NOT NULL,
    "awayTeamId" UUID NOT NULL,
    "deadline" TIMESTAMPTZ(3),
    "status" "FixtureStatus" NOT NULL DEFAULT 'scheduled',
    "matchId" UUID,
    "result" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Fixture_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueTeam" (
    "id" UUID NOT NULL,
    "leagueId" UUID NOT NULL,
    "seasonId" UUID,
    "coachId" UUID NOT NULL,
    "status" "LeagueTeamStatus" NOT NULL DEFAULT 'pending',
    "rosterId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "leagueChoice" TEXT NOT NULL,
    "favoured" TEXT,
    "specialRules" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "treasury" INTEGER NOT NULL,
    "rerolls" INTEGER NOT NULL,
    "apothecary" BOOLEAN NOT NULL,
    "assistantCoaches" INTEGER NOT NULL,
    "cheerleaders" INTEGER NOT NULL,
    "dedicatedFans" INTEGER NOT NULL,
    "captainId" TEXT,
    "extra" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueTeam_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeaguePlayer" (
    "id" TEXT NOT NULL,
    "teamId" UUID NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "positionId" TEXT NOT NULL,
    "keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "ma" INTEGER NOT NULL,
    "st" INTEGER NOT NULL,
    "ag" INTEGER NOT NULL,
    "pa" INTEGER,
    "av" INTEGER NOT NULL,
    "base" JSONB NOT NULL,
    "skills" JSONB NOT NULL,
    "spp" INTEGER NOT NULL DEFAULT 0,
    "sppEarned" INTEGER NOT NULL DEFAULT 0,
    "advancements" JSONB NOT NULL,
    "hiringFee" INTEGER NOT NULL,
    "niggling" INTEGER NOT NULL DEFAULT 0,
    "lastingInjuries" JSONB NOT NULL,
    "missNextGame" BOOLEAN NOT NULL DEFAULT false,
    "temporarilyRetired" BOOLEAN NOT NULL DEFAULT false,
    "status" "LeaguePlayerStatus" NOT NULL DEFAULT 'active',
    "endedByMatchId" TEXT,
    "hatreds" JSONB NOT NULL,
    "journeyman" BOOLEAN NOT NULL DEFAULT false,
    "extra" JSONB NOT NULL,

    CONSTRAINT "LeaguePlayer_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueMatch" (
    "id" UUID NOT NULL,
    "fixtureId" UUID NOT NULL,
    "matchId" UUID NOT NULL,
    "kickoff" JSONB NOT NULL,
    "result" JSONB,
    "stage" "PostGameStage" NOT NULL DEFAULT 'waiting',
    "pending" JSONB,
    "choices" JSONB NOT NULL,
    "deadline" TIMESTAMPTZ(3),
    "diceStart" INTEGER,
    "diceEnd" INTEGER,
    "events" JSONB NOT NULL,
    "applied" BOOLEAN NOT NULL DEFAULT false,
    "appliedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueMatch_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LeagueAuditEntry" (
    "id" UUID NOT NULL,
    "leagueId" UUID NOT NULL,
    "teamId" UUID,
    "playerId" TEXT,
    "coachId" UUID,
    "action" TEXT NOT NULL,
    "reason" TEXT,
    "before" JSONB,
    "after" JSONB,
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LeagueAuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "League_name_key" ON "League"("name");

-- CreateIndex
CREATE INDEX "LeagueCommissioner_coachId_idx" ON "LeagueCommissioner"("coachId");

-- CreateIndex
CREATE UNIQUE INDEX "Season_leagueId_number_key" ON "Season"("leagueId", "number");

-- CreateIndex
CREATE UNIQUE INDEX "Fixture_matchId_key" ON "Fixture"("matchId");

-- CreateIndex
CREATE INDEX "Fixture_seasonId_round_idx" ON "Fixture"("seasonId", "round");

-- CreateIndex
CREATE INDEX "Fixture_homeTeamId_idx" ON "Fixture"("homeTeamId");

-- CreateIndex
CREATE INDEX "Fixture_awayTeamId_idx" ON "Fixture"("awayTeamId");

-- CreateIndex
CREATE UNIQUE INDEX "LeagueTeam_leagueId_name_key" ON "LeagueTeam"("leagueId", "name");

-- CreateIndex
CREATE INDEX "LeagueTeam_coachId_idx" ON "LeagueTeam"("coachId");

-- CreateIndex
CREATE INDEX "LeagueTeam_seasonId_idx" ON "LeagueTeam"("seasonId");

-- CreateIndex
CREATE INDEX "LeaguePlayer_teamId_idx" ON "LeaguePlayer"("teamId");

-- CreateIndex
CREATE UNIQUE INDEX "LeagueMatch_fixtureId_key" ON "LeagueMatch"("fixtureId");

-- CreateIndex
CREATE UNIQUE INDEX "LeagueMatch_matchId_key" ON "LeagueMatch"("matchId");

-- CreateIndex
CREATE INDEX "LeagueMatch_applied_idx" ON "LeagueMatch"("applied");

-- CreateIndex
CREATE INDEX "LeagueAuditEntry_leagueId_at_idx" ON "LeagueAuditEntry"("leagueId", "at");

-- CreateIndex
CREATE INDEX "LeagueAuditEntry_teamId_at_idx" ON "LeagueAuditEntry"("teamId", "at");

-- AddForeignKey
ALTER TABLE "League" ADD CONSTRAINT "League_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueCommissioner" ADD CONSTRAINT "LeagueCommissioner_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueCommissioner" ADD CONSTRAINT "LeagueCommissioner_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Season" ADD CONSTRAINT "Season_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fixture" ADD CONSTRAINT "Fixture_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fixture" ADD CONSTRAINT "Fixture_homeTeamId_fkey" FOREIGN KEY ("homeTeamId") REFERENCES "LeagueTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Fixture" ADD CONSTRAINT "Fixture_awayTeamId_fkey" FOREIGN KEY ("awayTeamId") REFERENCES "LeagueTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueTeam" ADD CONSTRAINT "LeagueTeam_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueTeam" ADD CONSTRAINT "LeagueTeam_seasonId_fkey" FOREIGN KEY ("seasonId") REFERENCES "Season"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueTeam" ADD CONSTRAINT "LeagueTeam_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeaguePlayer" ADD CONSTRAINT "LeaguePlayer_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "LeagueTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMatch" ADD CONSTRAINT "LeagueMatch_fixtureId_fkey" FOREIGN KEY ("fixtureId") REFERENCES "Fixture"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueMatch" ADD CONSTRAINT "LeagueMatch_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueAuditEntry" ADD CONSTRAINT "LeagueAuditEntry_leagueId_fkey" FOREIGN KEY ("leagueId") REFERENCES "League"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueAuditEntry" ADD CONSTRAINT "LeagueAuditEntry_teamId_fkey" FOREIGN KEY ("teamId") REFERENCES "LeagueTeam"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LeagueAuditEntry" ADD CONSTRAINT "LeagueAuditEntry_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;
