import { MESSAGES } from '@bandeja/contract/plain';
import { i18n } from '@lingui/core';
import { addMessages } from './lib/message-book.ts';

// Unit tests speak the source language: the messages' English texts (docs/decisions/008).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Screens are tested as the full app runs them, knowing every text of the API (lib/message-book.ts).
addMessages(MESSAGES);

// jsdom has <dialog> without its methods (src/components/ui/modal.tsx opens one): open and close
// it as a browser does, less the focus trap and the top layer, which component tests do not see.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    this.dispatchEvent(new Event('close'));
  };
}

// Testing Library's waitFor and findBy give up after 1 s by default: short for a screen's next
// render on a busy 2-core machine running the other steps of npm test beside it. A passing wait
// returns as soon as its condition holds; only a failure waits this long.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 15_000 });
}
