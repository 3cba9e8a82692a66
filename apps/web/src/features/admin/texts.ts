import { MESSAGES } from '@bandeja/contract/plain';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../lib/i18n/i18n.ts';

/**
 * What the admin pages say about their rows (docs/product.md#admin-area), in one place: each
 * sentence one whole Lingui message, so that every language words it its own way. The failure
 * messages are the contract's (MESSAGES): a screen says them in its language.
 */

/** What a list says while it loads, when it fails and when it is empty. */
export interface ListTexts {
  loading: string;
  errorTitle: string;
  /** The page's own sentence (e.g. 'Failed to load courts'); the server's reason follows it. */
  errorMessage: string;
  empty: string;
}

/** An admin page of one list: its title, its Add button and what its list says. */
export interface PageTexts extends ListTexts {
  title: string;
  /** The Add button's text; without it the page adds nothing (matches come from the courts). */
  add?: string;
  /** The toast after a delete, and the fallback message of a failed one. */
  removed?: { done: string; failed: string };
}

/** A form's title, the toast after a save, and the fallback message of a failed one. */
export interface FormTexts {
  title: string;
  done: string;
  failed: string;
  /** A form that adds a row: its button says 'Create' (else 'Save'). */
  creating?: boolean;
}

export const CLUB_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Clubs`),
  add: i18n._(msg`Add Club`),
  loading: i18n._(msg`Loading clubs...`),
  errorTitle: i18n._(msg`Error loading clubs`),
  errorMessage: MESSAGES.loadClubs,
  empty: i18n._(msg`No clubs found`),
  removed: { done: i18n._(msg`Club deleted`), failed: MESSAGES.deleteClub },
});

export const clubFormTexts = (editing: boolean): FormTexts =>
  editing
    ? { title: i18n._(msg`Edit Club`), done: i18n._(msg`Club updated`), failed: MESSAGES.updateClub }
    : {
        title: i18n._(msg`Add Club`),
        done: i18n._(msg`Club created`),
        failed: MESSAGES.createClub,
        creating: true,
      };

export const COURT_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Courts`),
  add: i18n._(msg`Add Court`),
  loading: i18n._(msg`Loading courts...`),
  errorTitle: i18n._(msg`Error loading courts`),
  errorMessage: MESSAGES.loadCourts,
  empty: i18n._(msg`No courts found`),
  removed: { done: i18n._(msg`Court deleted`), failed: MESSAGES.deleteCourt },
});

export const courtFormTexts = (editing: boolean): FormTexts =>
  editing
    ? { title: i18n._(msg`Edit Court`), done: i18n._(msg`Court updated`), failed: MESSAGES.updateCourt }
    : {
        title: i18n._(msg`Add Court`),
        done: i18n._(msg`Court created`),
        failed: MESSAGES.createCourt,
        creating: true,
      };

export const BUTTON_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Buttons`),
  add: i18n._(msg`Add Button`),
  loading: i18n._(msg`Loading buttons...`),
  errorTitle: i18n._(msg`Error loading buttons`),
  errorMessage: MESSAGES.loadButtons,
  empty: i18n._(msg`No buttons found`),
  removed: { done: i18n._(msg`Button deleted`), failed: MESSAGES.deleteButton },
});

export const buttonFormTexts = (editing: boolean): FormTexts =>
  editing
    ? { title: i18n._(msg`Edit Button`), done: i18n._(msg`Button updated`), failed: MESSAGES.updateButton }
    : {
        title: i18n._(msg`Add Button`),
        done: i18n._(msg`Button created`),
        failed: MESSAGES.createButton,
        creating: true,
      };

export const USER_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Users`),
  add: i18n._(msg`Add User`),
  loading: i18n._(msg`Loading users...`),
  errorTitle: i18n._(msg`Error loading users`),
  errorMessage: MESSAGES.loadUsers,
  empty: i18n._(msg`No users found`),
  removed: { done: i18n._(msg`User deleted`), failed: MESSAGES.deleteUser },
});

export const userFormTexts = (editing: boolean): FormTexts =>
  editing
    ? { title: i18n._(msg`Edit User`), done: i18n._(msg`User updated`), failed: MESSAGES.updateUser }
    : {
        title: i18n._(msg`Add User`),
        done: i18n._(msg`User created`),
        failed: MESSAGES.createUser,
        creating: true,
      };

/** Erasing a player keeps their scores under 'Former player' (docs/privacy.md). */
export const PLAYER_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Players`),
  add: i18n._(msg`Add player`),
  loading: i18n._(msg`Loading players...`),
  errorTitle: i18n._(msg`Error loading players`),
  errorMessage: MESSAGES.loadPlayers,
  empty: i18n._(msg`No players found`),
  removed: { done: i18n._(msg`Player erased`), failed: MESSAGES.savePlayer },
});

export const playerFormTexts = (editing: boolean): FormTexts => ({
  title: editing ? i18n._(msg`Edit player`) : i18n._(msg`Add player`),
  done: i18n._(msg`Player saved`),
  failed: MESSAGES.savePlayer,
  creating: !editing,
});

/** Matches come from the courts: the page only edits and deletes them. */
export const MATCH_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Matches`),
  loading: i18n._(msg`Loading matches...`),
  errorTitle: i18n._(msg`Error loading matches`),
  errorMessage: MESSAGES.loadMatches,
  empty: i18n._(msg`No matches found`),
  removed: { done: i18n._(msg`Match deleted`), failed: MESSAGES.deleteMatch },
});

export const matchFormTexts = (): FormTexts => ({
  title: i18n._(msg`Edit Match`),
  done: i18n._(msg`Match updated`),
  failed: MESSAGES.updateMatch,
});

/** API tokens are only created and revoked (the revoke asks its own question). */
export const API_TOKEN_TEXTS = (): PageTexts => ({
  title: i18n._(msg`API tokens`),
  add: i18n._(msg`New token`),
  loading: i18n._(msg`Loading API tokens...`),
  errorTitle: i18n._(msg`Error loading API tokens`),
  errorMessage: MESSAGES.loadApiTokens,
  empty: i18n._(msg`No API tokens yet`),
});

export const apiTokenFormTexts = (): FormTexts => ({
  title: i18n._(msg`New API token`),
  done: i18n._(msg`API token created`),
  failed: MESSAGES.createApiToken,
  creating: true,
});

/** Webhooks are added, rotated and removed (the removal asks its own question). */
export const WEBHOOK_TEXTS = (): PageTexts => ({
  title: i18n._(msg`Webhooks`),
  add: i18n._(msg`New webhook`),
  loading: i18n._(msg`Loading webhooks...`),
  errorTitle: i18n._(msg`Error loading webhooks`),
  errorMessage: i18n._(msg`Failed to load webhooks`),
  empty: i18n._(msg`No webhooks yet`),
});

export const webhookFormTexts = (): FormTexts => ({
  title: i18n._(msg`New webhook`),
  done: i18n._(msg`Webhook added`),
  failed: MESSAGES.createWebhook,
});

export const DELIVERY_TEXTS = (): ListTexts => ({
  loading: i18n._(msg`Loading deliveries...`),
  errorTitle: i18n._(msg`Error loading deliveries`),
  errorMessage: i18n._(msg`Failed to load deliveries`),
  empty: i18n._(msg`Nothing sent yet`),
});
