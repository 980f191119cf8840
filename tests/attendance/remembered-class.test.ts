// The class remembered on this browser (lib/attendance/remembered-class.client.ts): the attendance screen
// opened from the phone's copy reads it, since the copy was rendered with the class remembered back then.
import { afterEach, describe, expect, it, vi } from "vitest";
import { rememberClass, rememberedClassNow } from "@/lib/attendance/remembered-class.client";

describe("rememberedClassNow", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads back what rememberClass wrote, among other cookies; null when none or garbled", () => {
    const jar = { cookie: "" };
    vi.stubGlobal("document", jar);
    expect(rememberedClassNow()).toBeNull();
    rememberClass("class a/1");
    jar.cookie = `locale=fr; ${jar.cookie.split(";")[0]}; other=1`;
    expect(rememberedClassNow()).toBe("class a/1");
    jar.cookie = "attendance-class=%E0%A4%A";
    expect(rememberedClassNow()).toBeNull();
    jar.cookie = "attendance-classic=x";
    expect(rememberedClassNow()).toBeNull();
  });
});
