CREATE TABLE "blob_deletions" (
	"chiave" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "eventi_ts_idx" ON "eventi" USING btree ("ts");--> statement-breakpoint
CREATE INDEX "outbox_vendita_idx" ON "outbox" USING btree ("vendita_uuid");--> statement-breakpoint
CREATE INDEX "vendite_non_firmate_idx" ON "vendite" USING btree ("created_at") WHERE "vendite"."firmata_il" is null;--> statement-breakpoint
CREATE INDEX "vendite_firmate_idx" ON "vendite" USING btree ("firmata_il") WHERE "vendite"."firmata_il" is not null;