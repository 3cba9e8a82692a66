import { randomBytes } from 'node:crypto';
import { BUTTON_ACTIONS, type ButtonAction } from '@bandeja/contract';
import { hashPassword } from './auth/password.ts';
import { countUsers, insertUser } from './auth/user-repository.ts';
import { buttonPressPath, insertButton } from './buttons/repository.ts';
import { generateButtonSecret } from './buttons/secret.ts';
import { insertClub } from './clubs/repository.ts';
import type { AppContext } from './context.ts';
import { insertCourt } from './courts/repository.ts';

export interface SeededCredentials {
  admin: { username: string; password: string; generated: boolean };
  demo: {
    club: string;
    courts: {
      id: number;
      name: string;
      username: string;
      password: string;
      buttons: { id: number; action: ButtonAction; pressUrl: string; secret: string }[];
    }[];
  } | null;
}

/** A password that is easy to read aloud at a club desk: 4 groups of 4 letters and digits. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
  return chars.match(/.{4}/g)?.join('-') ?? chars;
}

const BUTTON_LABELS: Record<ButtonAction, string> = {
  TEAM1_SCORE: 'Point team 1',
  TEAM2_SCORE: 'Point team 2',
  UNDO: 'Undo',
  RESET: 'Reset game',
};

/**
 * On an empty database: the first super admin and, when asked, a demo club with two courts, their
 * court users and a button per action. Returns the credentials to print, or null when the database
 * already had users.
 */
export async function seedEmptyDatabase(
  ctx: AppContext,
  seedDemo: boolean,
): Promise<SeededCredentials | null> {
  if ((await countUsers(ctx.db)) > 0) return null;
  const adminPassword = ctx.config.admin.password ?? generatePassword();
  const adminHash = await hashPassword(adminPassword);
  const demoCourtPasswords = seedDemo ? [generatePassword(), generatePassword()] : [];
  const demoCourtHashes = await Promise.all(demoCourtPasswords.map(hashPassword));

  return ctx.db.transaction(async (tx) => {
    await insertUser(tx, {
      name: 'Administrator',
      email: null,
      username: ctx.config.admin.username,
      passwordHash: adminHash,
      role: 'super_admin',
      clubId: null,
      courtId: null,
    });
    const credentials: SeededCredentials = {
      admin: {
        username: ctx.config.admin.username,
        password: adminPassword,
        generated: !ctx.config.admin.password,
      },
      demo: null,
    };
    if (!seedDemo) return credentials;

    const club = await insertClub(tx, {
      name: 'Bandeja Demo Club',
      email: 'club@example.com',
      phone: '+34 600 000 000',
      address: 'Calle del Pádel 1, Madrid',
      // The zone of the address: its dates and times read as a Madrid club's (docs/i18n.md).
      timezone: 'Europe/Madrid',
    });
    const courts: NonNullable<SeededCredentials['demo']>['courts'] = [];
    for (const [index, password] of demoCourtPasswords.entries()) {
      const number = index + 1;
      const court = await insertCourt(tx, {
        clubId: club.id,
        name: `Court ${number}`,
        sportType: 'PADEL',
        screenIdentifier: `Court ${number}`,
      });
      const username = `court${number}`;
      await insertUser(tx, {
        name: `Court ${number}`,
        email: null,
        username,
        passwordHash: demoCourtHashes[index] ?? '',
        role: 'court_user',
        clubId: club.id,
        courtId: court.id,
      });
      const buttons = [];
      for (const action of BUTTON_ACTIONS) {
        const { secret, secretHash } = generateButtonSecret();
        const button = await insertButton(tx, {
          courtId: court.id,
          name: `Court ${number} ${BUTTON_LABELS[action]}`,
          label: BUTTON_LABELS[action],
          action,
          secretHash,
        });
        buttons.push({ id: button.id, action, pressUrl: buttonPressPath(button.id), secret });
      }
      courts.push({ id: court.id, name: court.name, username, password, buttons });
    }
    credentials.demo = { club: club.name, courts };
    return credentials;
  });
}
