import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone, phoneRegionOf } from "@/lib/schools/phone.schema";
import { maskEmail, maskPhone } from "@/lib/schools/contact-mask.shared";

describe("normalizePhone (lib/schools/phone.schema.ts)", () => {
  const rwandan: [string, string][] = [
    ["0788123456", "+250788123456"],
    ["0788 123 456", "+250788123456"],
    ["0788-123-456", "+250788123456"],
    ["788123456", "+250788123456"],
    ["722 000 111", "+250722000111"],
    ["250788123456", "+250788123456"],
    ["+250 788 123 456", "+250788123456"],
    ["(+250) 788.123.456", "+250788123456"],
    ["00250788123456", "+250788123456"],
    ["+254 712 345 678", "+254712345678"],
    ["+33 6 12 34 56 78", "+33612345678"],
  ];
  it.each(rwandan)("in a Rwandan school reads %s as %s", (text, e164) => {
    expect(normalizePhone(text, "RW")).toBe(e164);
  });

  const refused: [string, string][] = [
    ["a landline (SMS cannot reach it)", "0252 123 456"],
    ["nine digits after 0", "078812345"],
    ["eleven digits after 0", "07881234567"],
    ["+250 with a landline", "+250252123456"],
    ["+250 with too many digits", "+2507881234567"],
    ["a country code starting with 0", "+0123456789"],
    ["16 digits", "+1234567890123456"],
    ["too short internationally", "+1234567"],
    ["letters", "0788 CALL ME"],
    ["two plus signs", "++250788123456"],
    ["a plus in the middle", "0788+123456"],
    ["an invisible character", "0788\u200B123456"],
    ["nothing", ""],
    ["33 characters", `+250788123456${" ".repeat(20)}`],
  ];
  it.each(refused)("refuses %s", (_, text) => {
    expect(normalizePhone(text, "RW")).toBeNull();
  });

  it("outside Rwanda only the international form is read", () => {
    expect(normalizePhone("0788123456", null)).toBeNull();
    expect(normalizePhone("788123456", null)).toBeNull();
    expect(normalizePhone("+250 788 123 456", null)).toBe("+250788123456");
    expect(normalizePhone("0044 20 7946 0958", null)).toBe("+442079460958");
  });

  it("a school is Rwandan when it keeps Kigali's time", () => {
    expect(phoneRegionOf({ timeZone: "Africa/Kigali" })).toBe("RW");
    expect(phoneRegionOf({ timeZone: "Africa/Bujumbura" })).toBeNull();
    expect(phoneRegionOf({ timeZone: "UTC" })).toBeNull();
  });

  it("formats and masks", () => {
    expect(formatPhone("+250788123456")).toBe("+250 788 123 456");
    expect(formatPhone("+33612345678")).toBe("+33612345678");
    expect(maskPhone("+250788123456")).toBe("+250•••••••56");
    expect(maskEmail("amina@example.com")).toBe("a•••@example.com");
    expect(maskEmail("broken")).toBe("•••");
  });
});
