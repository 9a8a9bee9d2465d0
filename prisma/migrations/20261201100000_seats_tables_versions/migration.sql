-- Seats, lobby tables and rules versions (issue 13).
-- A match's seats move from the home/away columns into MatchSeat rows; challenges become two-seat lobby
-- tables; matches and commands record the game module version they were made under and the dice rolled.

-- CreateEnum
CREATE TYPE "TableStatus" AS ENUM ('open', 'started', 'cancelled');

-- CreateTable
CREATE TABLE "MatchSeat" (
    "matchId" UUID NOT NULL,
    "seat" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "coachId" UUID,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "leftAt" TIMESTAMPTZ(3),

    CONSTRAINT "MatchSeat_pkey" PRIMARY KEY ("matchId","seat")
);

-- Every existing match was played on two seats, home and away; a bot seat has no coach.
INSERT INTO "MatchSeat" ("matchId", "seat", "position", "coachId", "bot", "joinedAt")
SELECT "id", 'home', 0, CASE WHEN "botSeat" = 'home' THEN NULL ELSE "homeCoachId" END,
       "botSeat" IS NOT DISTINCT FROM 'home', "createdAt"
FROM "Match";
INSERT INTO "MatchSeat" ("matchId", "seat", "position", "coachId", "bot", "joinedAt")
SELECT "id", 'away', 1, CASE WHEN "botSeat" = 'away' THEN NULL ELSE "awayCoachId" END,
       "botSeat" IS NOT DISTINCT FROM 'away', "createdAt"
FROM "Match";

-- Versions: what was stored before they were recorded is 'unrecorded' (never the running version, so a
-- resumed match checks no old hash against new code, and /verify says so).
ALTER TABLE "Match" ADD COLUMN "version" TEXT NOT NULL DEFAULT 'unrecorded';
ALTER TABLE "Match" ALTER COLUMN "version" DROP DEFAULT;
ALTER TABLE "Match" ADD COLUMN "snapshotVersion" TEXT NOT NULL DEFAULT 'unrecorded';
ALTER TABLE "Match" ALTER COLUMN "snapshotVersion" DROP DEFAULT;
ALTER TABLE "Match" ADD COLUMN "initialRolls" JSONB;
ALTER TABLE "Match" ADD COLUMN "initialDice" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Match" ALTER COLUMN "initialDice" DROP DEFAULT;
UPDATE "Match" m SET "initialDice" = COALESCE(
    (SELECT c."diceBefore" FROM "MatchCommand" c WHERE c."matchId" = m."id" AND c."seq" = 1),
    CASE WHEN m."snapshotSeq" = 0 THEN m."snapshotDice" ELSE 0 END);

-- Results name every seat's outcome.
UPDATE "Match" SET "result" = "result" || jsonb_build_object('seats', jsonb_build_object(
    'home', jsonb_build_object('result', CASE WHEN "result"->>'winner' IS NULL THEN 'draw'
                                              WHEN "result"->>'winner' = 'home' THEN 'win' ELSE 'loss' END),
    'away', jsonb_build_object('result', CASE WHEN "result"->>'winner' IS NULL THEN 'draw'
                                              WHEN "result"->>'winner' = 'away' THEN 'win' ELSE 'loss' END)))
WHERE "result" IS NOT NULL AND NOT ("result" ? 'seats');

-- Commands: server-made ones (bot, clock) carry no client id any more; each records its version and rolls.
ALTER TABLE "MatchCommand" ALTER COLUMN "clientId" DROP NOT NULL;
UPDATE "MatchCommand" SET "clientId" = NULL WHERE "actor" IN ('bot', 'timeout', 'forfeit');
ALTER TABLE "MatchCommand" ADD COLUMN "version" TEXT NOT NULL DEFAULT 'unrecorded';
ALTER TABLE "MatchCommand" ALTER COLUMN "version" DROP DEFAULT;
ALTER TABLE "MatchCommand" ADD COLUMN "rolls" JSONB;

-- CreateTable
CREATE TABLE "LobbyTable" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "status" "TableStatus" NOT NULL DEFAULT 'open',
    "creatorId" UUID NOT NULL,
    "options" JSONB NOT NULL,
    "turnSeconds" INTEGER NOT NULL,
    "autoStart" BOOLEAN NOT NULL DEFAULT false,
    "matchId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LobbyTable_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LobbyTableSeat" (
    "tableId" UUID NOT NULL,
    "seat" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "coachId" UUID,
    "bot" BOOLEAN NOT NULL DEFAULT false,
    "invitedId" UUID,
    "declinedAt" TIMESTAMPTZ(3),
    "choice" JSONB,
    "takenAt" TIMESTAMPTZ(3),

    CONSTRAINT "LobbyTableSeat_pkey" PRIMARY KEY ("tableId","seat")
);

-- Each challenge becomes a two-seat table that starts by itself: the challenger at home with their team,
-- away kept for the challenged coach (or open). Challenges had no clock of their own: the default, 240 s.
INSERT INTO "LobbyTable" ("id", "game", "status", "creatorId", "options", "turnSeconds", "autoStart", "matchId", "createdAt", "updatedAt")
SELECT c."id", c."game",
       CASE c."status" WHEN 'open' THEN 'open' WHEN 'accepted' THEN 'started' ELSE 'cancelled' END::"TableStatus",
       c."fromCoachId", '{}'::jsonb, COALESCE(m."turnSeconds", 240), true, m."id", c."createdAt", c."updatedAt"
FROM "Challenge" c LEFT JOIN "Match" m ON m."id" = c."matchId";
INSERT INTO "LobbyTableSeat" ("tableId", "seat", "position", "coachId", "choice", "takenAt")
SELECT c."id", 'home', 0, c."fromCoachId", c."fromTeam", c."createdAt" FROM "Challenge" c;
INSERT INTO "LobbyTableSeat" ("tableId", "seat", "position", "coachId", "invitedId", "declinedAt", "takenAt")
SELECT c."id", 'away', 1, m."awayCoachId", c."toCoachId",
       CASE WHEN c."status" = 'declined' THEN c."updatedAt" END,
       CASE WHEN m."awayCoachId" IS NOT NULL THEN c."updatedAt" END
FROM "Challenge" c LEFT JOIN "Match" m ON m."id" = c."matchId";

-- DropTable
DROP TABLE "Challenge";

-- DropEnum
DROP TYPE "ChallengeStatus";

-- The seats are in MatchSeat now.
ALTER TABLE "Match" DROP CONSTRAINT "Match_homeCoachId_fkey";
ALTER TABLE "Match" DROP CONSTRAINT "Match_awayCoachId_fkey";
DROP INDEX "Match_homeCoachId_idx";
DROP INDEX "Match_awayCoachId_idx";
ALTER TABLE "Match" DROP COLUMN "homeCoachId", DROP COLUMN "awayCoachId", DROP COLUMN "botSeat";

-- CreateIndex
CREATE UNIQUE INDEX "MatchSeat_matchId_position_key" ON "MatchSeat"("matchId", "position");

-- CreateIndex
CREATE INDEX "MatchSeat_coachId_idx" ON "MatchSeat"("coachId");

-- CreateIndex
CREATE UNIQUE INDEX "LobbyTable_matchId_key" ON "LobbyTable"("matchId");

-- CreateIndex
CREATE INDEX "LobbyTable_status_updatedAt_idx" ON "LobbyTable"("status", "updatedAt");

-- CreateIndex
CREATE INDEX "LobbyTable_creatorId_idx" ON "LobbyTable"("creatorId");

-- CreateIndex
CREATE UNIQUE INDEX "LobbyTableSeat_tableId_position_key" ON "LobbyTableSeat"("tableId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "LobbyTableSeat_tableId_coachId_key" ON "LobbyTableSeat"("tableId", "coachId");

-- CreateIndex
CREATE INDEX "LobbyTableSeat_coachId_idx" ON "LobbyTableSeat"("coachId");

-- CreateIndex
CREATE INDEX "LobbyTableSeat_invitedId_idx" ON "LobbyTableSeat"("invitedId");

-- AddForeignKey
ALTER TABLE "MatchSeat" ADD CONSTRAINT "MatchSeat_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MatchSeat" ADD CONSTRAINT "MatchSeat_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LobbyTable" ADD CONSTRAINT "LobbyTable_creatorId_fkey" FOREIGN KEY ("creatorId") REFERENCES "Coach"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LobbyTable" ADD CONSTRAINT "LobbyTable_matchId_fkey" FOREIGN KEY ("matchId") REFERENCES "Match"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LobbyTableSeat" ADD CONSTRAINT "LobbyTableSeat_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "LobbyTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LobbyTableSeat" ADD CONSTRAINT "LobbyTableSeat_coachId_fkey" FOREIGN KEY ("coachId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LobbyTableSeat" ADD CONSTRAINT "LobbyTableSeat_invitedId_fkey" FOREIGN KEY ("invitedId") REFERENCES "Coach"("id") ON DELETE SET NULL ON UPDATE CASCADE;
