/**
 * The organisers' screens of club events (docs/product.md, "Club events"), one lazy bundle: the
 * players' phones load the public page and the results alone, the TV the standings display alone.
 */
export { EventManagePage } from './event-manage-page.tsx';
export { EventsPage } from './events-page.tsx';
