-- Match ownership (issue 14): one owner node per live match, with a fencing token that grows with each owner.

-- CreateTable
CREATE TABLE "MatchLease" (
    "matchId" UUID NOT NULL,
    "node" TEXT NOT NULL,
    "token" BIGINT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "MatchLease_pkey" PRIMARY KEY ("matchId")
);
