ALTER TABLE "notifications" ADD COLUMN "text" jsonb;
