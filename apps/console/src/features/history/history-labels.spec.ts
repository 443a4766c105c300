import { fieldLabel } from './history-labels';

describe('History field names', () => {
  it("read as the employee form's labels", () => {
    expect(['payId', 'clockId', 'showonDashboard', 'externalId'].map(fieldLabel)).toEqual(['Pay ID', 'Clock ID', 'Show on Dashboard', 'External ID']);
  });

  it('put other fields in words, references without their Id', () => {
    expect(['hireOnDateValue', 'scheduleId', 'payRate', 'noGPS'].map(fieldLabel)).toEqual(['Hire On Date', 'Schedule', 'Pay Rate', 'No GPS']);
  });
});
