/** GET her work: apart from api.ts so that the home's route can ask for it before this feature's code has loaded (app/routes.tsx). */
export const MY_WORK_PATH = '/api/me/work';
