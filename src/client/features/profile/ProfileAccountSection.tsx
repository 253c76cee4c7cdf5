import type { ComponentType } from "react";
import type { AuthUser } from "../../../shared/auth-basics";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import { AccountSecurity } from "../auth/AccountSecurity";
import { MessageMailSetting, PresenceSetting } from "../messages/MessageMailSetting";

/** Verification, password (built-in accounts only) and signing out everywhere. */
function AccountSecurityControl() {
  const { authMode } = useSite();
  return <AccountSecurity withPassword={authMode === "password"} />;
}

/**
 * The profile's place for account controls that other areas own: signing out everywhere and changing
 * the password (accounts), the opt-out of message mails and of showing 'zuletzt online' (messaging). Each area adds its control to
 * this list; the section shows only when there is at least one.
 */
export const profileAccountControls: Array<ComponentType<{ user: AuthUser }>> = [
  AccountSecurityControl,
  MessageMailSetting,
  PresenceSetting,
];

export function ProfileAccountSection({
  user,
  controls = profileAccountControls,
}: {
  user: AuthUser;
  controls?: Array<ComponentType<{ user: AuthUser }>>;
}) {
  if (controls.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6" data-testid="profile-account-section">
      <h2 className="text-xl font-semibold">Konto und Sicherheit</h2>
      <div className="mt-4 space-y-4">
        {controls.map((Control, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of components, in a fixed order
          <Control key={index} user={user} />
        ))}
      </div>
    </Card>
  );
}
