-- Custom SQL migration file, put your code below! --
-- The payments ledger is append-only (issue 41): a row once written is never changed or removed,
-- on PGlite and PostgreSQL alike. Corrections are new rows (a refund), balances are sums.
CREATE FUNCTION "payment_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'payment_ledger is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payment_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "payment_ledger"
	FOR EACH ROW EXECUTE FUNCTION "payment_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "payment_ledger_no_truncate" BEFORE TRUNCATE ON "payment_ledger"
	FOR EACH STATEMENT EXECUTE FUNCTION "payment_ledger_append_only"();
