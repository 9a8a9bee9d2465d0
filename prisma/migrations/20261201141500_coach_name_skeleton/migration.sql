-- Honest names (issue 15 item 7): a coach name's confusable skeleton (NFKC, look-alike letters mapped),
-- unique, so "АbuseAlpha" with a Cyrillic А cannot register beside "AbuseAlpha". Filled at start for
-- coaches registered before.

-- AlterTable
ALTER TABLE "Coach" ADD COLUMN "nameSkeleton" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "Coach_nameSkeleton_key" ON "Coach"("nameSkeleton");
