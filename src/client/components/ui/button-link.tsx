import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClass } from "./button";

/** A link within the site that looks like a button, with its icon before the words. */
export function ButtonLink({
  href,
  variant,
  className,
  icon: Icon,
  children,
}: {
  href: string;
  variant?: Parameters<typeof buttonClass>[0];
  className?: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      <Icon className="h-4 w-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
