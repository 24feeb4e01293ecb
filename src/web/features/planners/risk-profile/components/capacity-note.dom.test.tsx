// @vitest-environment happy-dom
import { expect, it } from 'vitest';
import { render } from '../../../../testing/dom';
import { CapacityNote } from './capacity-note';

const follow = () => document.querySelector('[data-testid="mix-to-follow"]')?.textContent;

it('keeps both mixes and says to follow the capacity’s when it is lower, and why', () => {
  render(<CapacityNote band="aggressive" capacityBand="conservative" />);
  expect(document.querySelector('[role="note"]')?.textContent).toContain(
    'Your circumstances call for more caution',
  );
  expect(follow()).toContain('The mix to follow: the conservative one');
  expect(follow()).toContain('what you can afford comes first');
});

it('says to follow the one mix when the capacity is not lower', () => {
  render(<CapacityNote band="moderate" capacityBand="aggressive" />);
  expect(document.querySelector('[role="note"]')).toBeNull();
  expect(follow()).toContain('The mix to follow: the moderate one below.');
});
