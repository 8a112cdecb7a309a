CREATE TABLE "identity_provider_handoffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"access_token" text NOT NULL,
	"id_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_provider_handoffs_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_provider_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"id_token" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_provider_sign_ins" (
	"id" serial PRIMARY KEY NOT NULL,
	"browser_key_hash" text NOT NULL,
	"state" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "identity_provider_sign_ins_browser_key_hash_unique" UNIQUE("browser_key_hash")
);
--> statement-breakpoint
ALTER TABLE "identity_provider_handoffs" ADD CONSTRAINT "identity_provider_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_provider_sessions" ADD CONSTRAINT "identity_provider_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_provider_handoffs_expires_at_idx" ON "identity_provider_handoffs" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "identity_provider_handoffs_user_id_idx" ON "identity_provider_handoffs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "identity_provider_sign_ins_expires_at_idx" ON "identity_provider_sign_ins" USING btree ("expires_at");