import { LogIn } from "lucide-react";
import { buttonClass } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** Spec §2: a signed-out visitor sees this card with a way to sign in and come back. */
export function SignInRequired({ returnTo, text }: { returnTo: string; text: string }) {
  return (
    <Card className="mx-auto mt-6 max-w-md p-6 text-center">
      <h2 className="text-xl font-semibold">Anmeldung erforderlich</h2>
      <p className="mt-2 text-stone-700">{text}</p>
      <a href={`/login?returnTo=${encodeURIComponent(returnTo)}`} className={buttonClass("primary", "mt-4")}>
        <LogIn className="h-4 w-4" aria-hidden="true" />
        Anmelden
      </a>
    </Card>
  );
}
