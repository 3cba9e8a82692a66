import { MESSAGES } from '@bandeja/contract/plain';
import { i18n } from '@lingui/core';
import { addMessages } from './lib/message-book.ts';

// Unit tests speak the source language: the messages' English texts (docs/decisions/008).
i18n.loadAndActivate({ locale: 'en', messages: {} });

// Screens are tested as the full app runs them, knowing every text of the API (lib/message-book.ts).
addMessages(MESSAGES);
