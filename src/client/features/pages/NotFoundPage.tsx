import { AlertCircle } from "lucide-react";
import { Link } from "wouter";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { PageMeta } from "../../lib/head";

export function NotFoundPage() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <PageMeta title="404 Page Not Found" description="Diese Seite gibt es nicht." noindex />
      <Card className="w-full max-w-md p-6">
        <div className="mb-4 flex gap-2">
          <AlertCircle className="h-8 w-8 text-red-700" aria-hidden="true" />
          <h1 className="text-2xl font-bold text-stone-900">404 Page Not Found</h1>
        </div>
        <p className="text-sm text-stone-700">Did you forget to add the page to the router?</p>
        <p className="mt-4 text-stone-800">
          Diese Seite gibt es leider nicht. Vielleicht hat sich die Adresse geändert, oder sie wurde falsch
          eingegeben.
        </p>
        <Link href="/" className={buttonClass("primary", "mt-6")}>
          Zur Startseite
        </Link>
      </Card>
    </div>
  );
}
