/** The spec's route paths (document 1, section 2). */
export const ROUTES = {
  home: '/',
  login: '/login',
  selectRole: '/selectRole',
  logout: '/logout',
  forgotPassword: '/forgotpassword',
  resetPassword: '/password/changePasswordByEmail',
  profile: '/profile',
  profileInfo: '/profile/info',
  profilePassword: '/profile/password',
  userList: '/user/list',
  company: '/mydetail/company',
  department: '/mydetail/company/department/:departmentId',
  departmentCreate: '/mydetail/company/department/create',
} as const;
