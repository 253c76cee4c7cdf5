import { describe, expect, it } from "vitest";
import { unreadLabel } from "./useUnreadCount";

describe("unread badge", () => {
  it("caps at 9+ (spec portal-members §9)", () => {
    expect(unreadLabel(1)).toBe("1");
    expect(unreadLabel(9)).toBe("9");
    expect(unreadLabel(10)).toBe("9+");
    expect(unreadLabel(250)).toBe("9+");
  });
});
