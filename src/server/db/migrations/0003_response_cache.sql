CREATE TABLE "content_generations" (
	"area" text PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL
);
