import { workplaceWarning } from './workplace-messages';

/** Document 3 §8 "Kiosk and workplaces", word for word. */
describe('what a workplace save refused with a code shows', () => {
  it.each([
    ['name repeat', 'Warning: The name already exist.'],
    ['no company', 'Warning: The company does not exist.'],
  ])("shows '%s' as the spec text", (code, text) => {
    expect(workplaceWarning(code)).toBe(text);
  });

  it('shows any other message as it is', () => {
    expect(workplaceWarning('The radius must be more than 0 and at most 100000 metres.')).toBe('The radius must be more than 0 and at most 100000 metres.');
  });
});
