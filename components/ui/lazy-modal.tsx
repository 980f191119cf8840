"use client";

import type { ComponentType } from "react";
import { LazyFallback, lazyComponent } from "@/components/ui/lazy";
import { Modal, type ModalSize } from "@/components/ui/modal";

// Apart from lazy.tsx, so a screen that loads parts lazily does not carry the modal's code up front.
/** A lazily loaded modal: until its code is here, a modal with its title and a spinner (or the error). */
export function lazyModal<P extends { onClose: () => void }>(
  load: () => Promise<ComponentType<P>>,
  placeholder: { title: (props: P) => string; size?: ModalSize },
) {
  function ModalFallback(props: P & { failed: boolean }) {
    return (
      <Modal open title={placeholder.title(props)} size={placeholder.size} onClose={props.onClose}>
        <LazyFallback failed={props.failed} />
      </Modal>
    );
  }
  return lazyComponent(load, ModalFallback);
}
