/**
 * The tracker's view of what a user does (docs/product-spec.md#purpose): named button clicks, link navigation, form
 * submits (which form, never what was typed) and back/forward. Installed once by initTracking.
 */
type Recorder = (type: string, data: { [key: string]: unknown }) => void;

const short = (value: string | null | undefined, max = 100) => (value ? value.trim().slice(0, max) : undefined);

/** A button's tracking name is its data-track attribute or its id; unnamed buttons are not tracked. */
function clickHandler(record: Recorder) {
  return (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const button = target.closest("button, [role='button'], input[type='submit'], input[type='button']");
    const buttonId = short(button?.getAttribute("data-track") || button?.id);
    if (buttonId) record("button_click", { action: "click", buttonId, path: window.location.pathname });

    const link = target.closest("a[href]");
    if (link instanceof HTMLAnchorElement) {
      const url = new URL(link.href, window.location.href);
      const sameSite = url.origin === window.location.origin;
      record("navigation", {
        action: sameSite ? "link" : "external_link",
        from: window.location.pathname,
        to: sameSite ? url.pathname : url.origin,
      });
    }
  };
}

function submitHandler(record: Recorder) {
  return (event: SubmitEvent) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    if (!form) return;
    const formId =
      short(
        form.getAttribute("data-track") || form.id || form.getAttribute("name") || form.getAttribute("aria-label"),
      ) ?? "form";
    record("form_submit", { action: "submit", formId, path: window.location.pathname });
  };
}

export function listenForInteractions(record: Recorder) {
  document.addEventListener("click", clickHandler(record), { capture: true, passive: true });
  document.addEventListener("submit", submitHandler(record), { capture: true });
  window.addEventListener("popstate", () => record("navigation", { action: "history", to: window.location.pathname }));
}
