import type { ComponentType } from "react";
import type { AuthUser } from "../../../shared/auth/basics";
import { Card } from "../../components/ui/card";
import { useSite } from "../../lib/site";
import { AccountSecurity } from "../auth/AccountSecurity";
import { MessageMailSetting, PresenceSetting } from "../messages/MessageMailSetting";
import { CentreTopics } from "../notifications/CentreTopics";
import { PushDeviceSetting } from "../notifications/PushDeviceSetting";
import { DecisionMailSetting, MemberTopics } from "../subscriptions/MemberTopics";

/** Verification, password (built-in accounts only) and signing out everywhere. */
function AccountSecurityControl() {
  const { authMode } = useSite();
  return <AccountSecurity withPassword={authMode === "password"} />;
}

type ProfileControl = ComponentType<{ user: AuthUser }>;

/**
 * The profile's places for controls that other areas own. 'Konto und Sicherheit': signing out everywhere
 * and changing the password (accounts), showing 'zuletzt online' (messaging). 'Benachrichtigungen': the
 * message mails (messaging), the team's decisions and the topics mailed (subscriptions), the bell's topics and
 * push on this device (notifications). Each area adds its control to a list; a
 * section shows only when it has at least one.
 */
export const profileAccountControls: ProfileControl[] = [AccountSecurityControl, PresenceSetting];
export const profileNotificationControls: ProfileControl[] = [
  MessageMailSetting,
  DecisionMailSetting,
  MemberTopics,
  CentreTopics,
  PushDeviceSetting,
];

export function ProfileAccountSection({
  user,
  title = "Konto und Sicherheit",
  controls = profileAccountControls,
}: {
  user: AuthUser;
  title?: string;
  controls?: ProfileControl[];
}) {
  if (controls.length === 0) return null;
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-xl font-semibold">{title}</h2>
      <div className="mt-4 space-y-4">
        {controls.map((Control, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of components, in a fixed order
          <Control key={index} user={user} />
        ))}
      </div>
    </Card>
  );
}
