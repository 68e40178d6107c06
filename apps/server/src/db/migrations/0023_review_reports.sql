-- Issue 40 point 5: a published review can be reported into the admins' moderation queue. A report
-- covers a message or conversation (conversation_id) or a review (review_id), never both.
ALTER TABLE "message_reports" ALTER COLUMN "conversation_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "message_reports" ADD COLUMN "review_id" bigint;
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_subject_check" CHECK (("message_reports"."conversation_id" is null) <> ("message_reports"."review_id" is null));
--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_review_open_idx" ON "message_reports" USING btree ("review_id","reporter_id") WHERE "message_reports"."review_id" is not null and "message_reports"."status" = 'open';
