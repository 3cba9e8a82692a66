// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { actionOfKey, isTextEntry, keyNameOf } from './key-names.ts';

describe('the court tablet’s keys', () => {
  it('follow Squore’s map by default, letters without case', () => {
    expect(actionOfKey(null, keyNameOf('PageUp'))).toBe('team1-point');
    expect(actionOfKey(null, keyNameOf('A'))).toBe('team1-point');
    expect(actionOfKey(null, keyNameOf('PageDown'))).toBe('team2-point');
    expect(actionOfKey(null, keyNameOf('b'))).toBe('team2-point');
    expect(actionOfKey(null, keyNameOf('MediaTrackNext'))).toBe('team2-point');
    expect(actionOfKey(null, keyNameOf('U'))).toBe('undo');
    expect(actionOfKey(null, keyNameOf('MediaPlayPause'))).toBe('undo');
    expect(actionOfKey(null, keyNameOf('x'))).toBeNull();
  });

  it('a learned map replaces the defaults', () => {
    const learned = { 'team1-point': ['X'], 'team2-point': ['Gamepad:1'], undo: ['z'] };
    expect(actionOfKey(learned, keyNameOf('x'))).toBe('team1-point');
    expect(actionOfKey(learned, 'Gamepad:1')).toBe('team2-point');
    expect(actionOfKey(learned, keyNameOf('PageDown'))).toBeNull();
  });

  it('a text field, a text area, a select and an editable element take their keys; a button does not', () => {
    const text = document.createElement('input');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(isTextEntry(text)).toBe(true);
    expect(isTextEntry(document.createElement('textarea'))).toBe(true);
    expect(isTextEntry(document.createElement('select'))).toBe(true);
    expect(isTextEntry(editable)).toBe(true);
    expect(isTextEntry(box)).toBe(false);
    expect(isTextEntry(document.createElement('button'))).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
