-- Cheaper commands (issue 14): each command links into a hash chain over the stored log; the full state
-- hash and a copy of the state are stored only at snapshots, so replays start from the nearest one.

-- AlterTable
ALTER TABLE "MatchCommand" ALTER COLUMN "stateHash" DROP NOT NULL;
ALTER TABLE "MatchCommand" ADD COLUMN "chainHash" TEXT;
ALTER TABLE "MatchCommand" ADD COLUMN "snapshot" JSONB;
