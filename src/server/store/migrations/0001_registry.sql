CREATE TABLE "cap_funnel" (
	"marchio_id" integer NOT NULL,
	"cap" text NOT NULL,
	CONSTRAINT "cap_funnel_marchio_id_cap_pk" PRIMARY KEY("marchio_id","cap")
);
--> statement-breakpoint
CREATE TABLE "clienti" (
	"codice_cliente" text PRIMARY KEY NOT NULL,
	"marchio_id" integer NOT NULL,
	"tipo" text NOT NULL,
	"nome" text,
	"cognome" text,
	"ragione_sociale" text,
	"codice_fiscale" text NOT NULL,
	"partita_iva" text,
	"email" text,
	"telefono" text
);
--> statement-breakpoint
CREATE TABLE "credit_check_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"marchio_id" integer,
	"campo" text NOT NULL,
	"valore" text NOT NULL,
	"motivo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forniture_clienti" (
	"codice_fornitura" text PRIMARY KEY NOT NULL,
	"codice_cliente" text NOT NULL,
	"commodity" text NOT NULL,
	"pdp" text NOT NULL,
	"tipo_contratto" text NOT NULL,
	"indirizzo" jsonb NOT NULL,
	"dati_tecnici" jsonb NOT NULL,
	"offerta_attuale" text
);
--> statement-breakpoint
CREATE TABLE "punti_fornitura" (
	"pdp" text PRIMARY KEY NOT NULL,
	"commodity" text NOT NULL,
	"stato" text NOT NULL,
	"intestatario" text,
	"indirizzo" jsonb NOT NULL,
	"potenza_kw" text,
	"tensione" text,
	"distributore" text NOT NULL,
	"codice_remi" text,
	"uso_luce" text,
	"uso_gas" text,
	"categoria_uso_gas" text,
	"consumo_annuo" integer
);
--> statement-breakpoint
CREATE TABLE "remi_comuni" (
	"codice_remi" text NOT NULL,
	"codice_istat" text NOT NULL,
	CONSTRAINT "remi_comuni_codice_remi_codice_istat_pk" PRIMARY KEY("codice_remi","codice_istat")
);
--> statement-breakpoint
ALTER TABLE "cap_funnel" ADD CONSTRAINT "cap_funnel_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clienti" ADD CONSTRAINT "clienti_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_check_rules" ADD CONSTRAINT "credit_check_rules_marchio_id_marchi_id_fk" FOREIGN KEY ("marchio_id") REFERENCES "public"."marchi"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forniture_clienti" ADD CONSTRAINT "forniture_clienti_codice_cliente_clienti_codice_cliente_fk" FOREIGN KEY ("codice_cliente") REFERENCES "public"."clienti"("codice_cliente") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "clienti_cf_idx" ON "clienti" USING btree ("codice_fiscale");--> statement-breakpoint
CREATE INDEX "forniture_clienti_cliente_idx" ON "forniture_clienti" USING btree ("codice_cliente");--> statement-breakpoint
CREATE INDEX "forniture_clienti_pdp_idx" ON "forniture_clienti" USING btree ("pdp");