import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@bandeja/contract/plain';
import type { APIRequestContext } from '@playwright/test';
import { type ArrangedCourt, apiKey, arrangeCourt } from '../support/arrange.ts';
import { PHONE } from '../support/court.ts';
import { screenshotDir } from '../support/displays.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrangeFinishedMatch, htmlOfMail, outboxMailsTo, uniqueEmail } from '../support/results.ts';
import { setViewport } from '../support/viewport.ts';

/**
 * The mails as a phone shows them (docs/i18n.md, "What the server writes"): the statistics mail
 * fits a 390 px screen in every language, its figures wrapping instead of widening the mail.
 */
const SHOTS = screenshotDir('mails');

async function setClubLanguage(request: APIRequestContext, court: ArrangedCourt, language: string) {
  const headers = { authorization: `Bearer ${court.adminToken}` };
  const club = await request.get(`/api/clubs/${court.clubId}`, { headers });
  const { name, email, phone, address } = (await club.json()).data;
  const response = await request.put(`/api/clubs/${court.clubId}`, {
    headers,
    data: { name, email, phone, address, language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

test('the statistics mail is at most 390 px wide on a 390 px phone, in every language', async ({
  page,
  request,
}) => {
  const court = await arrangeCourt(request);
  const matchId = await arrangeFinishedMatch(request, court, {
    players: ['Maximiliana', 'Bea', 'Carla', 'Dani'],
    games: 'AABAB AAAA ABAB AAA',
  });
  await setViewport(page, PHONE);
  mkdirSync(SHOTS, { recursive: true });
  for (const language of LANGUAGES) {
    await setClubLanguage(request, court, language);
    const to = uniqueEmail(`mail-${language}`);
    const sent = await request.post(`/api/matches/${matchId}/statistics/email`, {
      headers: { 'x-api-key': apiKey() },
      data: { playerNumber: 1, email: to },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    await expect.poll(() => outboxMailsTo(to).length).toBe(1);
    const html = htmlOfMail(outboxMailsTo(to)[0] ?? '');
    expect(html).toContain('<meta name="viewport" content="width=device-width">');
    await page.setContent(html);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the ${language} statistics mail is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
    if (language === 'es' || language === 'de' || language === 'en') {
      await page.screenshot({
        path: path.join(SHOTS, `statistics-mail-${language}-phone.png`),
        fullPage: true,
      });
    }
  }
});
