import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "./button";

/** A link that looks like a button, its icon before its text. */
export function ButtonLink({
  href,
  icon: Icon,
  variant = "primary",
  className,
  children,
}: {
  href: string;
  icon: LucideIcon;
  variant?: Parameters<typeof buttonClass>[0];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
