import { i18n } from '@lingui/core';

// Unit tests speak the source language: the messages' English texts (docs/decisions/008).
i18n.loadAndActivate({ locale: 'en', messages: {} });
