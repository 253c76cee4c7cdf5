import { describe, expect, it } from "vitest";
import { storedAddress, UPLOAD_MESSAGES, uploadRefusal } from "./uploadImage";

describe("image upload control", () => {
  it("refuses what is no image, then what is over 10 MB, before sending anything", () => {
    expect(uploadRefusal({ type: "application/pdf", size: 1000 })).toBe(
      "Bitte wählen Sie eine Bilddatei aus.",
    );
    expect(uploadRefusal({ type: "", size: 1000 })).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(uploadRefusal({ type: "image/jpeg", size: 10_485_761 })).toBe("Datei ist zu groß. Maximum: 10MB");
    expect(uploadRefusal({ type: "image/jpeg", size: 10_485_760 })).toBeNull();
  });

  it("keeps the stored address without host and query string", () => {
    expect(storedAddress("/objects/uploads/abc?token=t&expires=1&signature=s")).toBe("/objects/uploads/abc");
    expect(storedAddress("https://dorf.example/api/help-images/abc?token=t")).toBe("/api/help-images/abc");
  });
});
