CREATE TABLE "mail_opt_outs" (
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_opt_outs_address_kind_pk" PRIMARY KEY("address","kind")
);
