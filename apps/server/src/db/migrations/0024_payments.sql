CREATE TABLE "payment_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"application_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"paid_on" date NOT NULL,
	"recorded_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL,
	CONSTRAINT "payment_ledger_kind_check" CHECK ("payment_ledger"."kind" in ('charge', 'refund', 'platform_fee', 'payout')),
	CONSTRAINT "payment_ledger_amount_check" CHECK ("payment_ledger"."amount_cents" > 0),
	CONSTRAINT "payment_ledger_currency_check" CHECK ("payment_ledger"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "payment_ledger_method_check" CHECK ("payment_ledger"."method" in ('cash', 'bank_transfer')),
	CONSTRAINT "payment_ledger_provider_check" CHECK ("payment_ledger"."provider" in ('manual'))
);
--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_ledger" ADD CONSTRAINT "payment_ledger_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_ledger_idempotency_idx" ON "payment_ledger" USING btree ("recorded_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_ledger_application_idx" ON "payment_ledger" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "payment_ledger_class_idx" ON "payment_ledger" USING btree ("class_id","id");