/** The visible texts of the 'Connect a TV' dialog (admin Courts page and court dashboard). */
export const CONNECT_TV_TEXT = {
  title: 'Connect a TV',
  open: 'Connect a TV',
  court: (court: string) => `Court ${court}`,
  wall: 'Clubhouse wall',
  intro: 'Open /display on the TV: it shows a 6-character code. Enter it here and choose what the TV shows.',
  code: 'Code shown on the TV',
  codePlaceholder: 'K7P 4QX',
  target: 'Show on the TV',
  targetPlaceholder: 'Choose a court or the clubhouse wall',
  name: 'Name (optional)',
  nameHint: "e.g. 'Bar TV'; by default the court's name",
  cancel: 'Cancel',
  connect: 'Connect',
  connected: (name: string) => `${name} is connected`,
} as const;
