CREATE TABLE "sale_work" (
	"vendita_uuid" uuid PRIMARY KEY NOT NULL,
	"stato" text NOT NULL,
	"motivo" text,
	"recesso_data" text,
	"recesso_canale" text,
	"assegnata_a" integer,
	"assegnata_a_username" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_work" ADD CONSTRAINT "sale_work_vendita_uuid_vendite_uuid_fk" FOREIGN KEY ("vendita_uuid") REFERENCES "public"."vendite"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_work_stato_idx" ON "sale_work" USING btree ("stato");--> statement-breakpoint
CREATE INDEX "vendite_list_idx" ON "vendite" USING btree ("created_at","uuid");--> statement-breakpoint
CREATE INDEX "vendite_list_marchio_idx" ON "vendite" USING btree ("marchio_id","created_at","uuid");--> statement-breakpoint
CREATE INDEX "vendite_list_offerta_idx" ON "vendite" USING btree ("offerta_id","created_at","uuid");--> statement-breakpoint
CREATE INDEX "vendite_list_operazione_idx" ON "vendite" USING btree ("operazione","created_at","uuid");--> statement-breakpoint
CREATE INDEX "vendite_list_stato_idx" ON "vendite" USING btree ("stato","created_at","uuid");--> statement-breakpoint
CREATE INDEX "vendite_list_firmate_idx" ON "vendite" USING btree ("created_at","uuid") WHERE "vendite"."firmata_il" is not null;--> statement-breakpoint
CREATE INDEX "vendite_q_cognome_idx" ON "vendite" USING btree (lower(("proposta" -> 'intestatario' -> 'anagrafica') ->> 'cognome') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendite_q_nome_idx" ON "vendite" USING btree (lower(coalesce(("proposta" -> 'intestatario' -> 'anagrafica') ->> 'nome', '') || ' ' || coalesce(("proposta" -> 'intestatario' -> 'anagrafica') ->> 'cognome', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendite_q_ragione_idx" ON "vendite" USING btree (lower(("proposta" -> 'intestatario' -> 'anagrafica') ->> 'ragioneSociale') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendite_q_cf_idx" ON "vendite" USING btree (upper(("proposta" -> 'intestatario' -> 'anagrafica') ->> 'codiceFiscale') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendite_q_piva_idx" ON "vendite" USING btree ((("proposta" -> 'intestatario' -> 'anagrafica') ->> 'partitaIva'));--> statement-breakpoint
CREATE INDEX "vendite_q_email_idx" ON "vendite" USING btree (lower("proposta" -> 'intestatario' -> 'contatti' ->> 'email') text_pattern_ops);--> statement-breakpoint
CREATE INDEX "vendite_q_punti_idx" ON "vendite" USING gin ((jsonb_path_query_array("proposta", '$.forniture[*].pod') || jsonb_path_query_array("proposta", '$.forniture[*].pdr')));