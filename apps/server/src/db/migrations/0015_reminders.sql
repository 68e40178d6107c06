CREATE TABLE "reminders_sent" (
	"kind" text NOT NULL,
	"session_id" bigint NOT NULL,
	"session_starts_at" timestamp with time zone NOT NULL,
	"user_id" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_sent_kind_session_id_session_starts_at_user_id_pk" PRIMARY KEY("kind","session_id","session_starts_at","user_id")
);
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_sent_sent_at_idx" ON "reminders_sent" USING btree ("sent_at");
