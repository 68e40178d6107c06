CREATE TABLE "class_request_votes" (
	"request_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_request_votes_request_id_user_id_pk" PRIMARY KEY("request_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "class_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"requester_id" bigint NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"description" text NOT NULL,
	"preferred_location" text NOT NULL,
	"preferred_timeframe" text NOT NULL,
	"skill_level" text NOT NULL,
	"status" text DEFAULT 'in_review' NOT NULL,
	"review_message" text,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"fulfilled_class_id" bigint,
	"merged_into_id" bigint,
	"merged_at" timestamp with time zone,
	"votes_count" integer DEFAULT 0 NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_requests_votes_nonneg" CHECK ("class_requests"."votes_count" >= 0),
	CONSTRAINT "class_requests_status_check" CHECK ("class_requests"."status" in ('in_review', 'approved', 'rejected', 'fulfilled'))
);
--> statement-breakpoint
ALTER TABLE "class_request_votes" ADD CONSTRAINT "class_request_votes_request_id_class_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."class_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_request_votes" ADD CONSTRAINT "class_request_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_fulfilled_class_id_classes_id_fk" FOREIGN KEY ("fulfilled_class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_requests" ADD CONSTRAINT "class_requests_merged_into_id_class_requests_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."class_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_request_votes_user_idx" ON "class_request_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "class_requests_idempotency_idx" ON "class_requests" USING btree ("requester_id","idempotency_key") WHERE "class_requests"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "class_requests_status_created_idx" ON "class_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "class_requests_status_votes_idx" ON "class_requests" USING btree ("status","votes_count","id");--> statement-breakpoint
CREATE INDEX "class_requests_requester_idx" ON "class_requests" USING btree ("requester_id","created_at");--> statement-breakpoint
CREATE INDEX "class_requests_theme_idx" ON "class_requests" USING btree ("theme","status");