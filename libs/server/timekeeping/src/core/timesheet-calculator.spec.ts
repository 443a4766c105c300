import { refusalReply } from '@timekeep/domain-kernel';
import { TimekeepingError } from '@timekeep/domain-timekeeping';
import { MissingPayType } from '@timekeep/domain-time-engine';
import { runEngine } from './timesheet-calculator';

describe('runEngine', () => {
  it("answers a company missing a system pay type with the engine's sentence (400), by the error's type", () => {
    const refused = (() => {
      try {
        runEngine(() => {
          throw new MissingPayType('OT15');
        });
      } catch (error) {
        return error as TimekeepingError;
      }
    })();
    expect(refused).toBeInstanceOf(TimekeepingError);
    expect(refusalReply(refused as TimekeepingError)).toEqual({ status: 400, body: { message: 'The company has no pay type with code OT15.' } });
  });

  it('lets any other failure through as it is: a bug is not a refusal', () => {
    const bug = new Error('The company has no pay type, said a bug');
    expect(() =>
      runEngine(() => {
        throw bug;
      }),
    ).toThrow(bug);
  });
});
