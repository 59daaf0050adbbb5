/**
 * Generated from openapi.json by `npm run api-types` (openapi-typescript): do not edit.
 * CI fails when it drifts from openapi.json (`npm run api-types -- --check`).
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service health */
        get: operations["HealthController_health"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/register-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account; a 4-digit verification code is e-mailed (valid 300 s) */
        post: operations["AuthController_register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/login-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log in; sets the accessToken and refreshToken cookies
         * @description Also marks the browser as a known device of the account (the knownDevice cookie, Path=/api/users, 180 days, kept at logout): password resets from it have their own guess budget and lock. An unverified user can log in; verified-only routes then answer 403 AUTH.UNVERIFIED. After 10 wrong passwords for the account within 24 hours (from any address), the password answers 403 AUTH.STEP_UP_REQUIRED, right or wrong, and a right one mails a 4-digit login code (valid 300 s); send it as `otp` with the password to log in. Then any refusal (wrong password or code) is 400 OTP.INVALID. Wrong codes count against the login-code budget (20 per 24 h).
         */
        post: operations["AuthController_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/verify-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify the e-mail with the registration OTP
         * @description On success the browser is a known device of the account (the knownDevice cookie, see login-user).
         */
        post: operations["AuthController_verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/resend-verfication-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** E-mail a new verification OTP (the previous one stops working); path spelled as in the spec */
        post: operations["AuthController_resendVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/logout-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Log out: revokes the session and clears the cookies (works with an expired access token)
         * @description The refresh cookie is scoped to /api/users/refresh-token and never reaches this route: the session is the access token's (signature checked, expiry not). The knownDevice cookie is kept: it marks the device, not the session.
         */
        post: operations["AuthController_logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the refresh token (the refreshToken cookie) and issue a new access token
         * @description Sets new accessToken/refreshToken cookies (HttpOnly; the refresh cookie has Path=/api/users/refresh-token); no token is ever in a response body. Presenting a refresh token that was rotated more than 10 seconds ago revokes the whole session (401 AUTH.REFRESH_REUSED); within those seconds it is refused with 401 AUTH.REFRESH_RACED and the session and cookies are kept (the browser raced itself: retry once the winning response has set the new cookies).
         */
        post: operations["AuthController_refresh"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * E-mail a password reset OTP
         * @description From a known device of the account (the knownDevice cookie of login-user) the code is of a series of its own: requests and wrong codes from other browsers neither replace it nor lock it.
         */
        post: operations["AuthController_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Verify the password reset OTP
         * @description On success the same browser may set a new password for 10 minutes (an httpOnly passwordResetGrant cookie). From a known device of the account (the knownDevice cookie) the code checked is the one asked for from a known device, and wrong codes count against the known devices' own budget (20 per 24 h) and lock: wrong codes from other browsers never lock it.
         */
        patch: operations["AuthController_verifyResetCode"];
        trace?: never;
    };
    "/api/users/change-forget-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a new password after update-password verified the reset OTP
         * @description Consumes the reset grant and revokes every session of the user. The browser becomes a known device of the account (the knownDevice cookie, see login-user).
         */
        patch: operations["AuthController_resetPassword"];
        trace?: never;
    };
    "/api/users/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password; every other session is revoked */
        post: operations["AuthController_changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The external sign-in providers this install has configured */
        get: operations["AuthProvidersController_providers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start Google sign-in: redirects to Google's consent page */
        get: operations["GoogleController_start"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Google redirects here; signs the user in (creating a verified account on first use)
         * @description Sets the HttpOnly accessToken/refreshToken session cookies and redirects to /token-callback (no tokens in the URL). Failures redirect to /login?error=google.
         */
        get: operations["GoogleController_callback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/current-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user (verified or not; the client checks isVerified) */
        get: operations["UsersController_currentUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit the profile
         * @description All fields optional; "" clears a text field. username is read-only (a different value → 400 USER.USERNAME_READ_ONLY). A new email needs currentPassword (missing: 400 USER.CURRENT_PASSWORD_REQUIRED; wrong: 401 AUTH.WRONG_PASSWORD; an account without a password: 400 USER.PASSWORD_NOT_SET, set one with "Forgot Password" first), must be unused (409 USER.EXISTS), un-verifies the account until the new address is verified, and mails the old address a notice. avatar: a data URL (at most 1 MiB of characters: 768 KiB of image) of a PNG/JPEG/WebP/GIF of at most 4096 × 4096 pixels replaces the picture; other values leave it unchanged. A new picture counts against the per-user avatar limit (429 USER.TOO_MANY_AVATAR_CHANGES). The body is at most 1 MiB + 16 KiB (413 REQUEST.TOO_LARGE). Larger pictures, up to 2 MB: PUT /api/users/avatar.
         */
        patch: operations["UsersController_updateProfile"];
        trace?: never;
    };
    "/api/users/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace the avatar (multipart; streamed)
         * @description One file part, `avatar`: a PNG, JPEG, WebP or GIF (decided by its magic bytes) of at most 2 MB and at most 4096 × 4096 pixels (read from the header: PNG IHDR, JPEG SOF, WebP VP8/VP8L/VP8X, GIF logical screen). The file is streamed to storage and removed again if anything is refused. Counts against the per-user avatar limit. Returns the user with the new avatar URL.
         */
        put: operations["UsersController_replaceAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/complete-registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark the profile information complete (needs fullName, mobileNumber and college) */
        post: operations["UsersController_completeRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/avatar/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar image (names are timestamped, so responses are cached for a year) */
        get: operations["UsersController_avatar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users (admin console list)
         * @description react-admin list: sort by id, username, email, points, createdAt (default: newest first); filter by q (username, e-mail or full name contains), isAdmin and id (one or a list). Without range: the first 1000.
         */
        get: operations["AdminUsersController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user (react-admin getOne) */
        get: operations["AdminUsersController_get"];
        /** Grant or withdraw a user's admin role (not your own) */
        put: operations["AdminUsersController_setRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All colleges
         * @description The whole list, A→Z (spec). The admin console pages it at GET /api/admin/colleges.
         */
        get: operations["CollegesController_list"];
        put?: never;
        /** Add a college (admin) */
        post: operations["CollegesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleges/browse": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Colleges with their document counts (browse wizard, step 1)
         * @description Each college carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show empty colleges as empty. The console reads one row at GET /api/admin/colleges/{id}.
         */
        get: operations["CollegesController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/colleges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a college (admin); refused while anything points at it */
        delete: operations["CollegesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All courses
         * @description The whole list, A→Z (spec). The admin console pages it at GET /api/admin/courses.
         */
        get: operations["CoursesController_list"];
        put?: never;
        /** Add a course (admin) */
        post: operations["CoursesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{collegeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Courses of a college (browse wizard, step 2)
         * @description Each course carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show empty courses as empty. The console reads one row at GET /api/admin/courses/{id}.
         */
        get: operations["CoursesController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a course (admin); refused while anything points at it */
        delete: operations["CoursesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All branches
         * @description The whole list, A→Z (spec). The admin console pages it at GET /api/admin/branches.
         */
        get: operations["BranchesController_list"];
        put?: never;
        /** Add a branch (admin) */
        post: operations["BranchesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{collegeId}/{courseId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Branches of a course of a college (browse wizard, step 3)
         * @description Each branch carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show empty branches as empty. The console reads one row at GET /api/admin/branches/{id}.
         */
        get: operations["BranchesController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{collegeId}/{courseId}/{branchId}/years": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A branch's years with their document counts (browse wizard, step 4)
         * @description One entry per year of the course (1 … duration), each with `documents: { papers, notes }`, so the wizard can show empty years as empty.
         */
        get: operations["BranchesController_years"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a branch (admin); refused while anything points at it */
        delete: operations["BranchesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * All subjects
         * @description The whole list, A→Z (spec). The admin console pages it at GET /api/admin/subjects.
         */
        get: operations["SubjectsController_list"];
        put?: never;
        /** Add a subject (admin) */
        post: operations["SubjectsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One subject
         * @description The row the public list has for it, with its parents' names and ids.
         */
        get: operations["SubjectsController_one"];
        put?: never;
        post?: never;
        /** Delete a subject (admin); refused while anything points at it */
        delete: operations["SubjectsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{collegeId}/{courseId}/{branchId}/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subjects of a branch in one year (browse wizard, step 5)
         * @description Each subject carries `documents: { papers, notes }`, the documents filed under it, so the wizard can show empty subjects as empty. The console reads one row at GET /api/admin/subjects/{id}.
         */
        get: operations["SubjectsController_lookup"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/colleges": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * College list (admin console)
         * @description react-admin list: sort by _id, collegeName, location, aliases, createdAt (default: the name, A→Z); filter by q, id, location (q: the name contains; id: one or a list, as getMany sends it; a parent by id or name). Without range: every row.
         */
        get: operations["AdminCollegesController_list"];
        put?: never;
        /** Add a college; parents by id (or name) */
        post: operations["AdminCollegesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/colleges/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One college (react-admin getOne) */
        get: operations["AdminCollegesController_get"];
        /** Change a college (any fields); moving it needs it to be unused */
        put: operations["AdminCollegesController_update"];
        post?: never;
        /** Delete a college; refused while anything points at it */
        delete: operations["AdminCollegesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Course list (admin console)
         * @description react-admin list: sort by _id, courseName, abbreviation, duration, aliases, college, createdAt (default: the name, A→Z); filter by q, id, college, collegeId (q: the name contains; id: one or a list, as getMany sends it; a parent by id or name). Without range: every row.
         */
        get: operations["AdminCoursesController_list"];
        put?: never;
        /** Add a course; parents by id (or name) */
        post: operations["AdminCoursesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/courses/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One course (react-admin getOne) */
        get: operations["AdminCoursesController_get"];
        /** Change a course (any fields); moving it needs it to be unused */
        put: operations["AdminCoursesController_update"];
        post?: never;
        /** Delete a course; refused while anything points at it */
        delete: operations["AdminCoursesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Branch list (admin console)
         * @description react-admin list: sort by _id, branchName, abbreviation, aliases, college, course, createdAt (default: the name, A→Z); filter by q, id, college, collegeId, course, courseId (q: the name contains; id: one or a list, as getMany sends it; a parent by id or name). Without range: every row.
         */
        get: operations["AdminBranchesController_list"];
        put?: never;
        /** Add a branch; parents by id (or name) */
        post: operations["AdminBranchesController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/branches/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One branch (react-admin getOne) */
        get: operations["AdminBranchesController_get"];
        /** Change a branch (any fields); moving it needs it to be unused */
        put: operations["AdminBranchesController_update"];
        post?: never;
        /** Delete a branch; refused while anything points at it */
        delete: operations["AdminBranchesController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Subject list (admin console)
         * @description react-admin list: sort by _id, name, code, year, aliases, branch, course, college, createdAt (default: the name, A→Z); filter by q, id, college, collegeId, course, courseId, branch, branchId, year (q: the name contains; id: one or a list, as getMany sends it; a parent by id or name). Without range: every row.
         */
        get: operations["AdminSubjectsController_list"];
        put?: never;
        /** Add a subject; parents by id (or name) */
        post: operations["AdminSubjectsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/subjects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subject (react-admin getOne) */
        get: operations["AdminSubjectsController_get"];
        /** Change a subject (any fields); moving it needs it to be unused */
        put: operations["AdminSubjectsController_update"];
        post?: never;
        /** Delete a subject; refused while anything points at it */
        delete: operations["AdminSubjectsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Papers (feed, filters, search)
         * @description Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_papers"];
        put?: never;
        /** Upload a paper (multipart; streamed; +10 points) */
        post: operations["FeedController_uploadPaper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notes (feed, filters, search)
         * @description Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_notes"];
        put?: never;
        /** Upload a note (multipart; streamed; +10 points) */
        post: operations["FeedController_uploadNote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Papers and notes together (the /feed screen)
         * @description Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text. The admin console's list is GET /api/admin/documents.
         */
        get: operations["FeedController_all"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/papers/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Papers of one subject (browse wizard's last step), by ids
         * @description Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_wizardPapers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notes of one subject (browse wizard's last step), by ids
         * @description Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_wizardNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/papers/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Papers of one subject, long form /api/papers/{type}/{college}/{course}/{branch}/{year}/{subject}
         * @description Same list as the five-id form; type must be papers (or paper). Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_wizardPapersTyped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notes/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notes of one subject, long form /api/notes/{type}/{college}/{course}/{branch}/{year}/{subject}
         * @description Same list as the five-id form; type must be notes (or note). Newest first, 20 per page, keyset-paged: follow nextPage (a /v1 URL; swap /v1 for /api). Filters take catalogue names (case-insensitive) or ids. With q: full-text search, prefix-matched; title, description and catalogue matches first, then text-only matches, newest first in each, with a snippet of the matching text.
         */
        get: operations["FeedController_wizardNotesTyped"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suggestions as they type
         * @description At most 8 subjects, courses, colleges and document titles whose name (or alias, or subject code) starts with q or has a word that does; from 4 letters on also near spellings. Names that start with q first.
         */
        get: operations["SearchSuggestController_suggest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Document detail */
        get: operations["DocumentsController_detail"];
        put?: never;
        post?: never;
        /** Delete a document (its uploader or an admin); its files go too */
        delete: operations["DocumentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/answers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A paper's answer keys and solutions, newest first (issue 27)
         * @description The documents whose answersFor names this one; empty when none (or when it is a note).
         */
        get: operations["DocumentsController_answers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/answers-for": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set or clear the paper this document is an answer key for (its uploader or an admin)
         * @description answersFor: a paper of the same subject (not the document itself), or null. Naming a paper tells the paper's bookmarkers (once per key and paper). Answers the document with answersFor and answerCount.
         */
        put: operations["DocumentsController_setAnswersFor"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The PDF inline, for the viewer frame (counts a view)
         * @description The spec's viewer derives this from url by replacing 'view' with 'preview'.
         */
        get: operations["DocumentsController_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF inline (same as /preview; the document url points here) */
        get: operations["DocumentsController_view"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The PDF as an attachment (counts a download) */
        get: operations["DocumentsController_download"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/thumbnail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Page-1 thumbnail (PNG, ≈480 px wide) */
        get: operations["DocumentsController_thumbnail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/pages/{n}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page as an image (WebP), for phones
         * @description Drawn the first time it is asked for at that width, then served from object storage. ETag and Cache-Control; If-None-Match → 304.
         */
        get: operations["PagesController_image"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/pages/{n}/text": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One page's words with their boxes
         * @description Boxes are fractions of the page (0..1, origin top left), so they lie over the page image at any width: the viewer highlights search words with them.
         */
        get: operations["PagesController_text"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/user-papers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's uploaded papers, newest first */
        get: operations["MyDocumentsController_userPapers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/users/user-notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's uploaded notes, newest first */
        get: operations["MyDocumentsController_userNotes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/documents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Documents (admin console list)
         * @description react-admin list: sort by _id, title, type, year, examYear, views, downloads, createdAt, college, subject, owner (default: newest first); filter by q, id, type, college, course, branch, subject, year (q: full-text, as the feed searches; id: one or a list, as getMany sends it; type: paper or note; catalogue filters by name or id; year 1–10). Without range: the first 1000.
         */
        get: operations["AdminDocumentsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/documents/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One document (react-admin getOne) */
        get: operations["AdminDocumentsController_get"];
        put?: never;
        post?: never;
        /** Delete a document (whoever uploaded it); its files, bookmarks and reports go too */
        delete: operations["AdminDocumentsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's drafts, newest first */
        get: operations["UploadsController_list"];
        put?: never;
        /** Upload a PDF as a draft (multipart, one file part); its analysis is queued */
        post: operations["UploadsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's drafts; analysis once status is "ready" */
        get: operations["UploadsController_get"];
        put?: never;
        post?: never;
        /** Discard a draft and its file */
        delete: operations["UploadsController_discard"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{id}/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publish a draft as a paper or note
         * @description The fields of POST /api/papers (or /api/notes) plus type; the same answer, rules, points and jobs. The draft is removed and its file becomes the document's. A near-duplicate of a document (≥ 0.85 page-1 text similarity) is published without points and records possibleDuplicateOf.
         */
        post: operations["UploadsController_publish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's bookmarked documents, newest bookmark first */
        get: operations["BookmarksController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/bookmarks/{documentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle a bookmark (adds it if absent, else removes it) */
        post: operations["BookmarksController_toggle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a document (wrong details, duplicate, illegible, copyright, other) */
        post: operations["ReportsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reports (admin console list)
         * @description react-admin list: sort by _id, createdAt, resolvedAt, reason, status, document.title, reporter.username (default: newest first); filter by status, reason, id, q (status and reason: one or a list; id: one or a list, as getMany sends it; q: the document title contains). Without range: the first 1000.
         */
        get: operations["AdminReportsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report (react-admin getOne) */
        get: operations["AdminReportsController_get"];
        /**
         * Resolve an open report: dismiss it, or delete the document
         * @description Answers the report as resolved. delete-document removes the document and every report on it, so afterwards the report is gone from the list.
         */
        put: operations["AdminReportsController_resolve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send feedback to the team (5 per 10 minutes per IP) */
        post: operations["FeedbackController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedbacks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Feedback received (admin console list)
         * @description react-admin list: sort by _id, createdAt, name, email (default: newest first); filter by q, id (q: name, e-mail or message contains; id: one or a list, as getMany sends it). Without range: the first 1000.
         */
        get: operations["AdminFeedbackController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/feedbacks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One feedback message (react-admin getOne) */
        get: operations["AdminFeedbackController_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notifications, newest first, 20 per page (keyset-paged: follow nextPage), with unreadCount */
        get: operations["NotificationsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark notifications read: { ids } (the caller’s own) or { all: true } */
        post: operations["NotificationsController_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's notification settings (the profile's e-mail switch) */
        get: operations["NotificationsController_settings"];
        /** Turn notification e-mails on or off */
        put: operations["NotificationsController_updateSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/notifications/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The e-mail's unsubscribe link: no login; turns notification e-mails off and answers a short HTML page */
        get: operations["NotificationsController_unsubscribePage"];
        put?: never;
        /** One-click unsubscribe (the same token in a JSON body): no login */
        post: operations["NotificationsController_unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests, most wanted (votes) or newest first, 20 per page (keyset-paged: follow nextPage)
         * @description Filters take catalogue names (case-insensitive) or ids; status open (default) or fulfilled.
         */
        get: operations["RequestsController_list"];
        put?: never;
        /**
         * Ask for a missing document by catalogue place (names as POST /api/papers takes them, or ids)
         * @description 201 with the new request; 200 with the OPEN request of the same place (type, subject, year, exam type, exam year) when there is one, the caller's "me too" added. At most 10 new requests per student per 24 hours.
         */
        post: operations["RequestsController_create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request: votes, whether the caller voted, and documentId once fulfilled */
        get: operations["RequestsController_get"];
        put?: never;
        post?: never;
        /** Withdraw a request (the student who asked, or an admin) */
        delete: operations["RequestsController_remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/requests/{id}/votes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Toggle the caller's "me too" on an open request */
        post: operations["RequestsController_vote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Requests (admin console list)
         * @description react-admin list: sort by _id, createdAt, resolvedAt, votes, status, year, subject.name (default: most votes first); filter by status, id, college, course, branch, subject, q (status: one or a list; college, course, branch, subject, id: ids; q: the subject name contains). Without range: the first 1000.
         */
        get: operations["AdminRequestsController_list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One request (react-admin getOne) */
        get: operations["AdminRequestsController_get"];
        /** Close or reject an open request, with a reason (shown on the request) */
        put: operations["AdminRequestsController_resolve"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Questions that have every word of q, newest paper first (keyset-paged), each with its paper and page */
        get: operations["QuestionsController_search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subjects/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A subject's questions grouped across its papers: most asked first (or latest), with years and where each was asked */
        get: operations["QuestionsController_subjectQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/documents/{id}/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A paper's questions in order, each with how many papers of its subject asked it */
        get: operations["QuestionsController_documentQuestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        DependencyDto: {
            /** @enum {string} */
            status: "up" | "down";
            /** @example postgres */
            driver: string;
        };
        HealthDto: {
            /** @enum {string} */
            status: "ok" | "degraded";
            database: components["schemas"]["DependencyDto"];
            queue: components["schemas"]["DependencyDto"];
            storage: components["schemas"]["DependencyDto"];
        };
        FieldErrorDto: {
            /** @example email */
            field: string;
            /** @example email must be an email */
            message: string;
        };
        ErrorEnvelopeDto: {
            /** @example false */
            success: boolean;
            /** @example 400 */
            statusCode: number;
            /**
             * @description Stable AREA.REASON code
             * @example VALIDATION.FAILED
             * @enum {string}
             */
            code: "AUTH.ADMIN_ONLY" | "AUTH.FORBIDDEN" | "AUTH.GOOGLE_DISABLED" | "AUTH.GOOGLE_FAILED" | "AUTH.INVALID_CREDENTIALS" | "AUTH.NO_PASSWORD" | "AUTH.REFRESH_INVALID" | "AUTH.REFRESH_RACED" | "AUTH.REFRESH_REUSED" | "AUTH.RESET_GRANT_REQUIRED" | "AUTH.STEP_UP_REQUIRED" | "AUTH.TOO_MANY_ATTEMPTS" | "AUTH.TOO_MANY_SIGNUPS" | "AUTH.UNAUTHENTICATED" | "AUTH.UNVERIFIED" | "AUTH.WRONG_PASSWORD" | "CATALOGUE.BRANCH_NOT_FOUND" | "CATALOGUE.COLLEGE_NOT_FOUND" | "CATALOGUE.COURSE_NOT_FOUND" | "CATALOGUE.DUPLICATE" | "CATALOGUE.IN_USE" | "CATALOGUE.SUBJECT_NOT_FOUND" | "CATALOGUE.UNKNOWN_PARENT" | "CATALOGUE.YEAR_OUT_OF_RANGE" | "DOCUMENT.ANSWERS_FOR_INVALID" | "DOCUMENT.ANSWERS_FOR_NOT_PAPER" | "DOCUMENT.ANSWERS_FOR_SELF" | "DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT" | "DOCUMENT.DUPLICATE" | "DOCUMENT.EMPTY_FILE" | "DOCUMENT.FILE_MISSING" | "DOCUMENT.INVALID_CURSOR" | "DOCUMENT.INVALID_EXAM_YEAR" | "DOCUMENT.INVALID_PAGE" | "DOCUMENT.INVALID_PAGE_WIDTH" | "DOCUMENT.INVALID_SUGGEST_QUERY" | "DOCUMENT.INVALID_TYPE" | "DOCUMENT.MULTIPART_REQUIRED" | "DOCUMENT.NOT_FOUND" | "DOCUMENT.NOT_OWNER" | "DOCUMENT.NOT_OWNER_ANSWERS_FOR" | "DOCUMENT.NOT_PDF" | "DOCUMENT.PAGES_BUSY" | "DOCUMENT.PAGE_NOT_FOUND" | "DOCUMENT.PAGE_UNREADABLE" | "DOCUMENT.PREVIEW_NOT_READY" | "DOCUMENT.RANGE_NOT_SATISFIABLE" | "DOCUMENT.TOO_LARGE" | "DOCUMENT.TOO_MANY_PAGE_REQUESTS" | "DOCUMENT.TOO_MANY_UPLOADS" | "DOCUMENT.TYPE_MISMATCH" | "DOCUMENT.UNKNOWN_CATALOGUE" | "DOCUMENT.YEAR_MISMATCH" | "DOCUMENT.YEAR_OUT_OF_RANGE" | "FEEDBACK.NOT_FOUND" | "FEEDBACK.TOO_MANY" | "HEALTH.DEGRADED" | "INTERNAL.ERROR" | "LIST.INVALID_PARAMS" | "METRICS.FORBIDDEN" | "NOTIFICATION.INVALID_CURSOR" | "NOTIFICATION.INVALID_TOKEN" | "NOTIFICATION.READ_TARGET" | "OTP.EXPIRED" | "OTP.INVALID" | "OTP.LOCKED" | "OTP.RESEND_LIMIT" | "OTP.RESEND_TOO_SOON" | "OTP.TOO_MANY_ATTEMPTS" | "OTP.TOO_MANY_REQUESTS" | "QUESTION.EMPTY_QUERY" | "QUESTION.INVALID_CURSOR" | "RATE_LIMIT.EXCEEDED" | "REPORT.ALREADY_OPEN" | "REPORT.ALREADY_RESOLVED" | "REPORT.NOT_FOUND" | "REPORT.TOO_MANY" | "REQUEST.CONFLICT" | "REQUEST.CROSS_ORIGIN" | "REQUEST.DAILY_LIMIT" | "REQUEST.EXAM_TYPE_FOR_NOTE" | "REQUEST.INVALID" | "REQUEST.INVALID_CURSOR" | "REQUEST.INVALID_ID" | "REQUEST.INVALID_TEXT" | "REQUEST.INVALID_URL" | "REQUEST.INVALID_YEAR" | "REQUEST.MALFORMED_MULTIPART" | "REQUEST.NOT_ACCEPTABLE" | "REQUEST.NOT_FOUND" | "REQUEST.NOT_OPEN" | "REQUEST.NOT_OWNER" | "REQUEST.TEXT_TOO_LONG" | "REQUEST.TOO_COMPLEX" | "REQUEST.TOO_LARGE" | "REQUEST.UNPROCESSABLE" | "REQUEST.UNSUPPORTED_MEDIA_TYPE" | "REQUEST.URI_TOO_LONG" | "ROUTE.METHOD_NOT_ALLOWED" | "ROUTE.NOT_FOUND" | "SEARCH.SUGGEST_TOO_MANY" | "SEARCH.TOO_MANY" | "SERVICE.UNAVAILABLE" | "STORAGE.UNAVAILABLE" | "UPLOAD.NOT_FOUND" | "USER.ALREADY_VERIFIED" | "USER.AVATAR_DAMAGED" | "USER.AVATAR_INVALID" | "USER.AVATAR_MULTIPART_REQUIRED" | "USER.AVATAR_NOT_FOUND" | "USER.AVATAR_TOO_LARGE" | "USER.AVATAR_TOO_MANY_PIXELS" | "USER.AVATAR_UNSUPPORTED" | "USER.CURRENT_PASSWORD_REQUIRED" | "USER.EXISTS" | "USER.INFORMATION_INCOMPLETE" | "USER.NOT_FOUND" | "USER.OWN_ROLE" | "USER.PASSWORD_NOT_SET" | "USER.TOO_MANY_AVATAR_CHANGES" | "USER.USERNAME_READ_ONLY" | "VALIDATION.FAILED";
            /** @example Validation failed */
            message: string;
            errors?: components["schemas"]["FieldErrorDto"][];
            /** @description Extra facts, e.g. the existing document on a duplicate */
            details?: Record<string, unknown>;
            /** @example b0c4… */
            requestId: string;
        };
        RegisterUserDto: {
            /** @example ada_l */
            username: string;
            /** @example ada@example.com */
            email: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            password: string;
        };
        UserDto: {
            /** Format: uuid */
            _id: string;
            /** @example Ada Lovelace */
            fullName: string | null;
            /** @example ada */
            username: string;
            /** @example ada@example.com */
            email: string;
            /**
             * @description URL of the avatar image
             * @example /api/users/avatar/…png
             */
            avatar: string | null;
            course: string | null;
            year: string | null;
            college: string | null;
            mobileNumber: string | null;
            isVerified: boolean;
            isInformationComplete: boolean;
            points: number;
            isAdmin: boolean;
        };
        UserEnvelopeDto: {
            /** @example true */
            success: boolean;
            /** @example 200 */
            statusCode: number;
            /** @example OK */
            message: string;
            data: components["schemas"]["UserDto"];
        };
        LoginUserDto: {
            /** @example ada@example.com */
            email: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            password: string;
            /**
             * @description The login form's 'Remember me' (default true). false: the session cookies last until the browser closes.
             * @default true
             */
            rememberMe?: boolean;
            /**
             * @description Only after 403 AUTH.STEP_UP_REQUIRED: the 4-digit login code mailed to the owner. Ignored while the account has not had many failed logins.
             * @example 0427
             */
            otp?: string;
        };
        VerifyEmailDto: {
            /** @example 0427 */
            otp: string;
        };
        EmptyEnvelopeDto: {
            /** @example true */
            success: boolean;
            /** @example 200 */
            statusCode: number;
            /** @example OK */
            message: string;
            /** @example null */
            data: null | null;
        };
        ForgotPasswordDto: {
            /** @example ada@example.com */
            email: string;
        };
        UpdatePasswordDto: {
            /** @example 0427 */
            otp: string;
            /** @example ada@example.com */
            email: string;
        };
        ChangeForgetPasswordDto: {
            /**
             * Format: password
             * @example correct horse battery
             */
            newPassword: string;
            /** @example ada@example.com */
            email: string;
        };
        ChangePasswordDto: {
            /**
             * Format: password
             * @example correct horse battery
             */
            oldPassword: string;
            /**
             * Format: password
             * @example correct horse battery
             */
            newPassword: string;
        };
        AuthProvidersDto: {
            /** @description GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set: /auth/google starts a sign-in (otherwise it answers 503) */
            google: boolean;
        };
        UpdateProfileDto: {
            /** @example Ada Lovelace */
            fullName?: string | null;
            /** @description Read-only: must equal the current username when sent */
            username?: string | null;
            /** @description A new address needs currentPassword, must be unused (409) and un-verifies the account until it is verified again */
            email?: string | null;
            course?: string | null;
            /** @example 2 */
            year?: string | null;
            college?: string | null;
            /**
             * @description 7–15 digits, optional leading +
             * @example 9876543210
             */
            mobileNumber?: string | null;
            /**
             * Format: password
             * @description Required with a new email (the account password); ignored otherwise
             */
            currentPassword?: string;
            /** @description data:image/(png|jpeg|webp|gif);base64,… at most 1 MiB of characters (768 KiB of image, at most 4096 × 4096 pixels; over it 413 USER.AVATAR_TOO_LARGE); a new picture counts against the per-user avatar limit. Other values leave the avatar unchanged. Larger pictures (up to 2 MB): PUT /api/users/avatar */
            avatar?: string | null;
        };
        SetRoleDto: {
            /** @description true makes the user an administrator; false withdraws it */
            isAdmin: boolean;
        };
        CollegeDto: {
            /** Format: uuid */
            _id: string;
            /** @example Indian Institute of Technology Delhi */
            collegeName: string;
            /** @example New Delhi */
            location: string;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
        };
        DocumentCountsDto: {
            /** @example 3 */
            papers: number;
            /** @example 1 */
            notes: number;
        };
        WizardCollegeDto: {
            /** Format: uuid */
            _id: string;
            /** @example Indian Institute of Technology Delhi */
            collegeName: string;
            /** @example New Delhi */
            location: string;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
            documents: components["schemas"]["DocumentCountsDto"];
        };
        CreateCollegeDto: {
            /** @example Indian Institute of Technology Delhi */
            collegeName: string;
            /** @example New Delhi */
            location: string;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        CourseDto: {
            /** Format: uuid */
            _id: string;
            /** @example Bachelor of Technology */
            courseName: string;
            /** @example BTech */
            abbreviation: string;
            /**
             * @description College name
             * @example Indian Institute of Technology Delhi
             */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /**
             * @description Years
             * @example 4
             */
            duration: number;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
        };
        WizardCourseDto: {
            /** Format: uuid */
            _id: string;
            /** @example Bachelor of Technology */
            courseName: string;
            /** @example BTech */
            abbreviation: string;
            /**
             * @description College name
             * @example Indian Institute of Technology Delhi
             */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /**
             * @description Years
             * @example 4
             */
            duration: number;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
            documents: components["schemas"]["DocumentCountsDto"];
        };
        CreateCourseDto: {
            /** @example Bachelor of Technology */
            courseName: string;
            /** @example BTech */
            abbreviation: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college: string;
            /**
             * @description Length in years (1–10)
             * @example 4
             */
            duration: number;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        BranchDto: {
            /** Format: uuid */
            _id: string;
            /** @example Computer Science and Engineering */
            branchName: string;
            /** @example CSE */
            abbreviation: string;
            /** @description College name */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /** @description Course name */
            course: string;
            /** Format: uuid */
            courseId: string;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
        };
        WizardBranchDto: {
            /** Format: uuid */
            _id: string;
            /** @example Computer Science and Engineering */
            branchName: string;
            /** @example CSE */
            abbreviation: string;
            /** @description College name */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /** @description Course name */
            course: string;
            /** Format: uuid */
            courseId: string;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
            documents: components["schemas"]["DocumentCountsDto"];
        };
        WizardYearDto: {
            /** @example 2 */
            year: number;
            documents: components["schemas"]["DocumentCountsDto"];
        };
        CreateBranchDto: {
            /** @example Computer Science and Engineering */
            branchName: string;
            /** @example CSE */
            abbreviation: string;
            /**
             * @description The course, by id or by name (within the college)
             * @example Bachelor of Technology
             */
            course: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college: string;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        SubjectDto: {
            /** Format: uuid */
            _id: string;
            /** @example Data Structures */
            name: string;
            /** @example 2 */
            year: number;
            /** @description Branch name */
            branch: string;
            /** Format: uuid */
            branchId: string;
            /** @description Course name */
            course: string;
            /** Format: uuid */
            courseId: string;
            /** @description College name */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /**
             * @description Subject code, null when none
             * @example CS301
             */
            code: string | null;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
        };
        WizardSubjectDto: {
            /** Format: uuid */
            _id: string;
            /** @example Data Structures */
            name: string;
            /** @example 2 */
            year: number;
            /** @description Branch name */
            branch: string;
            /** Format: uuid */
            branchId: string;
            /** @description Course name */
            course: string;
            /** Format: uuid */
            courseId: string;
            /** @description College name */
            college: string;
            /** Format: uuid */
            collegeId: string;
            /**
             * @description Subject code, null when none
             * @example CS301
             */
            code: string | null;
            /**
             * @description Other names for it (may be empty)
             * @example [
             *       "OS"
             *     ]
             */
            aliases: string[];
            documents: components["schemas"]["DocumentCountsDto"];
        };
        CreateSubjectDto: {
            /** @example Data Structures */
            name: string;
            /**
             * @description The branch, by id or by name (within the course)
             * @example Computer Science and Engineering
             */
            branch: string;
            /**
             * @description The course, by id or by name (within the college)
             * @example Bachelor of Technology
             */
            course: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college: string;
            /**
             * @description Year of study, within the course duration
             * @example 2
             */
            year: number;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
            /**
             * @description The subject code printed on papers, stored as entered (trimmed); empty or null clears it
             * @example CS301
             */
            code?: string | null;
        };
        UpdateCollegeDto: {
            /** @example Indian Institute of Technology Delhi */
            collegeName?: string;
            /** @example New Delhi */
            location?: string;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        UpdateCourseDto: {
            /** @example Bachelor of Technology */
            courseName?: string;
            /** @example BTech */
            abbreviation?: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college?: string;
            /**
             * @description Length in years (1–10)
             * @example 4
             */
            duration?: number;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        UpdateBranchDto: {
            /** @example Computer Science and Engineering */
            branchName?: string;
            /** @example CSE */
            abbreviation?: string;
            /**
             * @description The course, by id or by name (within the college)
             * @example Bachelor of Technology
             */
            course?: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college?: string;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
        };
        UpdateSubjectDto: {
            /** @example Data Structures */
            name?: string;
            /**
             * @description The branch, by id or by name (within the course)
             * @example Computer Science and Engineering
             */
            branch?: string;
            /**
             * @description The course, by id or by name (within the college)
             * @example Bachelor of Technology
             */
            course?: string;
            /**
             * @description The college, by id or by name
             * @example Indian Institute of Technology Delhi
             */
            college?: string;
            /**
             * @description Year of study, within the course duration
             * @example 2
             */
            year?: number;
            /**
             * @description Other names for it (up to 10, each 1–40 characters), trimmed, repeats ignoring case dropped; [] or null clears them
             * @example [
             *       "OS"
             *     ]
             */
            aliases?: string[];
            /**
             * @description The subject code printed on papers, stored as entered (trimmed); empty or null clears it
             * @example CS301
             */
            code?: string | null;
        };
        OwnerRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example asha */
            username: string;
        };
        SubjectRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example Data Structures */
            name: string;
        };
        BranchRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example Computer Science and Engineering */
            branchName: string;
        };
        CourseRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example Bachelor of Technology */
            courseName: string;
        };
        CollegeRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example Indian Institute of Technology Delhi */
            collegeName: string;
        };
        SnippetPartDto: {
            /** @example counting */
            text: string;
            /** @example false */
            match: boolean;
        };
        AnswersForRefDto: {
            /** Format: uuid */
            id: string;
            /** @example Data Structures end-semester 2024 */
            title: string;
        };
        DocumentDto: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "paper" | "note";
            /** @example Data Structures end-semester 2024 */
            title: string;
            description: string;
            /**
             * @description Viewer address; replacing "view" by "preview" gives the inline PDF
             * @example /api/documents/3b24…/view
             */
            url: string;
            /** @description Page-1 thumbnail (PNG), null until rendered or when the PDF could not be read */
            preview: string | null;
            /**
             * @description Papers only
             * @enum {string}
             */
            examType?: "midsem" | "endsem" | "quiz" | "lab";
            /** @example 2 */
            year: number;
            /**
             * @description The calendar year or academic session printed on the paper, null when not given
             * @example 2023-24
             */
            examYear: string | null;
            /** @description Page count, once the PDF was read */
            pages: number | null;
            /**
             * @description Where the searchable text came from: "pdf" (the text layer), "ocr" (some pages were scans whose text was recognised, so it may contain errors), "none" (no text found); null until the text has been read
             * @enum {string|null}
             */
            textSource: "pdf" | "ocr" | "none" | null;
            /** @description Bytes */
            size: number;
            views: number;
            downloads: number;
            owner: components["schemas"]["OwnerRefDto"][];
            subject: components["schemas"]["SubjectRefDto"][];
            branch: components["schemas"]["BranchRefDto"][];
            course: components["schemas"]["CourseRefDto"][];
            college: components["schemas"]["CollegeRefDto"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Searches (q) only, when the PDF's text matched: a short passage of it in pieces, the matched words marked. Plain text, never HTML. */
            snippet?: components["schemas"]["SnippetPartDto"][];
            /**
             * @description With a snippet: the page of the PDF its first matched word is on (1 = the first), when known. Documents whose text was read before pages were recorded have none until their text is read again.
             * @example 7
             */
            snippetPage?: number;
            /** @description The paper this document is an answer key or solution for (issue 27), null when none. On GET /api/documents/{id}, an upload's or publish's answer and GET /api/documents/{id}/answers; absent from feeds and other lists. */
            answersFor?: components["schemas"]["AnswersForRefDto"] | null;
            /**
             * @description How many answer keys name this document as their paper (GET /api/documents/{id}/answers lists them). On GET /api/documents/{id} and an upload's or publish's answer only.
             * @example 1
             */
            answerCount?: number;
        };
        DocumentPageDto: {
            docs: components["schemas"]["DocumentDto"][];
            /** @example /v1/papers?college=IIT%20Delhi&cursor=WyIyMDI2… */
            nextPage: string | null;
            hasNextPage: boolean;
            /**
             * @description Only on a search whose words as typed matched nothing, but whose misspelt words corrected did: the corrected query (its matches are the page). Absent otherwise, and on every feed without q.
             * @example operating systems
             */
            didYouMean?: string;
        };
        SearchSuggestionDto: {
            /** @enum {string} */
            kind: "subject" | "course" | "college" | "document";
            /** @description The subject, course, college or document id */
            id: string;
            /** @example Operating Systems (CS301) */
            label: string;
            /**
             * @description Where choosing it leads in the web app: the feed filtered by the row, or the document
             * @example /feed?subject=Operating+Systems
             */
            href: string;
        };
        SetAnswersForDto: {
            /**
             * Format: uuid
             * @description The paper's id (a paper of the same subject, not this document), or null to unlink
             */
            answersFor: string | null;
        };
        PageWordDto: {
            /** @example semaphore */
            text: string;
            /**
             * @description Left edge, as a fraction of the page width (0..1)
             * @example 0.1176
             */
            x: number;
            /**
             * @description Top edge, as a fraction of the page height (0..1)
             * @example 0.0853
             */
            y: number;
            /**
             * @description Width, as a fraction of the page width
             * @example 0.1342
             */
            w: number;
            /**
             * @description Height, as a fraction of the page height
             * @example 0.0171
             */
            h: number;
        };
        PageWordsDto: {
            /** @example 1 */
            page: number;
            /**
             * @description The page count of the document
             * @example 4
             */
            pageCount: number;
            /**
             * @description Page width in PDF points (72 per inch), its rotation applied
             * @example 595.28
             */
            width: number;
            /**
             * @description Page height in PDF points
             * @example 841.89
             */
            height: number;
            /** @description In reading order as the PDF stores it */
            words: components["schemas"]["PageWordDto"][];
            /** @description The page had more words than are returned (5 000) */
            truncated: boolean;
        };
        DocumentListEnvelopeDto: {
            /** @example true */
            success: boolean;
            /** @example 200 */
            statusCode: number;
            /** @example OK */
            message: string;
            data: components["schemas"]["DocumentDto"][];
        };
        DocumentProcessingDto: {
            /**
             * @description The preview (thumbnail): "failed" when the PDF could not be read or its job ran out of attempts
             * @enum {string}
             */
            previewStatus: "pending" | "ready" | "failed";
            /** @description Attempts of the thumbnail job started (a process that died during one counts) */
            previewAttempts: number;
            /** @description Attempts of the text (OCR) job started */
            textAttempts: number;
            /** @description Why the last attempt failed, or why it was given up; null if none did */
            failureReason: string | null;
        };
        DocumentCheckDto: {
            /**
             * @description A stable code (the upload analysis's checks)
             * @example PAGES.ROTATED
             */
            code: string;
            /** @description The pages it concerns (1-based); empty for the whole file */
            pages: number[];
            /** @example Some pages are turned sideways or upside down */
            message: string;
        };
        AdminDocumentDto: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "paper" | "note";
            /** @example Data Structures end-semester 2024 */
            title: string;
            description: string;
            /**
             * @description Viewer address; replacing "view" by "preview" gives the inline PDF
             * @example /api/documents/3b24…/view
             */
            url: string;
            /** @description Page-1 thumbnail (PNG), null until rendered or when the PDF could not be read */
            preview: string | null;
            /**
             * @description Papers only
             * @enum {string}
             */
            examType?: "midsem" | "endsem" | "quiz" | "lab";
            /** @example 2 */
            year: number;
            /**
             * @description The calendar year or academic session printed on the paper, null when not given
             * @example 2023-24
             */
            examYear: string | null;
            /** @description Page count, once the PDF was read */
            pages: number | null;
            /**
             * @description Where the searchable text came from: "pdf" (the text layer), "ocr" (some pages were scans whose text was recognised, so it may contain errors), "none" (no text found); null until the text has been read
             * @enum {string|null}
             */
            textSource: "pdf" | "ocr" | "none" | null;
            /** @description Bytes */
            size: number;
            views: number;
            downloads: number;
            owner: components["schemas"]["OwnerRefDto"][];
            subject: components["schemas"]["SubjectRefDto"][];
            branch: components["schemas"]["BranchRefDto"][];
            course: components["schemas"]["CourseRefDto"][];
            college: components["schemas"]["CollegeRefDto"][];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
            /** @description Searches (q) only, when the PDF's text matched: a short passage of it in pieces, the matched words marked. Plain text, never HTML. */
            snippet?: components["schemas"]["SnippetPartDto"][];
            /**
             * @description With a snippet: the page of the PDF its first matched word is on (1 = the first), when known. Documents whose text was read before pages were recorded have none until their text is read again.
             * @example 7
             */
            snippetPage?: number;
            /** @description The paper this document is an answer key or solution for (issue 27), null when none. On GET /api/documents/{id}, an upload's or publish's answer and GET /api/documents/{id}/answers; absent from feeds and other lists. */
            answersFor?: components["schemas"]["AnswersForRefDto"] | null;
            /**
             * @description How many answer keys name this document as their paper (GET /api/documents/{id}/answers lists them). On GET /api/documents/{id} and an upload's or publish's answer only.
             * @example 1
             */
            answerCount?: number;
            processing: components["schemas"]["DocumentProcessingDto"];
            /**
             * Format: uuid
             * @description Published from a smart upload whose page-1 text matched this document (≥ 0.85); no points were given
             */
            possibleDuplicateOf: string | null;
            /** @description The quality checks of the smart upload it was published from; empty otherwise */
            checks: components["schemas"]["DocumentCheckDto"][];
        };
        SuggestedValueDto: {
            /** @description The suggested value */
            value: string | number;
            confidence: number;
        };
        SuggestionDto: {
            /** @description paper or note */
            type: components["schemas"]["SuggestedValueDto"] | null;
            collegeId: components["schemas"]["SuggestedValueDto"] | null;
            courseId: components["schemas"]["SuggestedValueDto"] | null;
            branchId: components["schemas"]["SuggestedValueDto"] | null;
            subjectId: components["schemas"]["SuggestedValueDto"] | null;
            /** @description Year of study 1–10 */
            year: components["schemas"]["SuggestedValueDto"] | null;
            /** @description One of midsem, endsem, quiz, lab */
            examType: components["schemas"]["SuggestedValueDto"] | null;
            /** @description 2023 or 2023-24 */
            examYear: components["schemas"]["SuggestedValueDto"] | null;
            title: components["schemas"]["SuggestedValueDto"] | null;
        };
        DuplicateDto: {
            /** Format: uuid */
            documentId: string;
            title: string;
            /** @description Page-1 text similarity (1 for the same file) */
            similarity: number;
            /** @description The very same file (same SHA-256): publishing it is refused */
            exact: boolean;
        };
        CheckDto: {
            /** @enum {string} */
            code: "PDF.UNREADABLE" | "PDF.ENCRYPTED" | "TEXT.NONE" | "PAGES.DUPLICATED" | "PAGES.ROTATED" | "SCAN.LOW_RESOLUTION";
            /** @description The pages concerned (1-based; empty for the whole file) */
            pages: number[];
            message: string;
        };
        AnalysisDto: {
            suggestion: components["schemas"]["SuggestionDto"];
            duplicates: components["schemas"]["DuplicateDto"][];
            checks: components["schemas"]["CheckDto"][];
        };
        UploadDraftDto: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            status: "analysing" | "ready" | "failed";
            fileName: string;
            /** @description Bytes */
            size: number;
            /** @description Present once ready */
            analysis?: components["schemas"]["AnalysisDto"] | null;
            /** @description Why the analysis failed (status failed) */
            failureReason?: string | null;
            /** Format: date-time */
            createdAt?: string;
            /**
             * Format: date-time
             * @description The draft and its file are removed then
             */
            expiresAt?: string;
        };
        PublishUploadDto: {
            title: string;
            description: string;
            /** @description College name (case-insensitive) or id */
            college: string;
            /** @description Course name or id, within the college */
            course: string;
            /** @description Branch name or id, within the course */
            branch: string;
            /** @description Subject name or id, within the branch and year */
            subject: string;
            /** @description Within the course duration */
            year: number;
            /**
             * @description The calendar year or academic session printed on the paper: 2023 or 2023-24 (the second part is the next year). Optional; empty means none. Refused with DOCUMENT.INVALID_EXAM_YEAR
             * @example 2023-24
             */
            examYear?: string;
            /**
             * Format: uuid
             * @description This document is an answer key or solution for that paper (its id): a paper of the same subject. Optional; empty means none. Refused with DOCUMENT.ANSWERS_FOR_INVALID (no such document), DOCUMENT.ANSWERS_FOR_NOT_PAPER or DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT
             */
            answersFor?: string;
            /**
             * @description Required for a paper
             * @enum {string}
             */
            examType?: "midsem" | "endsem" | "quiz" | "lab";
            /** @enum {string} */
            type: "paper" | "note";
        };
        BookmarkStateDto: {
            /** @description Whether the document is bookmarked after the toggle */
            bookmarked: boolean;
        };
        CreateReportDto: {
            /** @enum {string} */
            reason: "wrong-details" | "duplicate" | "illegible" | "copyright" | "other";
            note?: string;
        };
        ReportDocumentDto: {
            /** Format: uuid */
            _id: string;
            title: string;
        };
        ReporterDto: {
            /** Format: uuid */
            _id: string;
            username: string;
        };
        ReportDto: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            reason: "wrong-details" | "duplicate" | "illegible" | "copyright" | "other";
            note: string | null;
            /** @enum {string} */
            status: "open" | "dismissed" | "actioned";
            document: components["schemas"]["ReportDocumentDto"];
            reporter: components["schemas"]["ReporterDto"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            resolvedAt: string | null;
        };
        ResolveReportDto: {
            /**
             * @description dismiss keeps the document; delete-document removes it (and its reports)
             * @enum {string}
             */
            action: "dismiss" | "delete-document";
        };
        CreateFeedbackDto: {
            /**
             * Format: email
             * @example asha@example.com
             */
            email: string;
            /** @example Asha */
            name: string;
            feedback: string;
        };
        FeedbackDto: {
            /** Format: uuid */
            _id: string;
            email: string;
            name: string;
            feedback: string;
            /** Format: date-time */
            createdAt: string;
        };
        NotificationPayloadDto: {
            /** @description App path the entry opens */
            link?: string;
            /** Format: uuid */
            requestId?: string;
            /** Format: uuid */
            documentId?: string;
            /** @description The document's title */
            title?: string;
            /** @description The subject asked for */
            subject?: string;
            /** @description Why an admin removed the upload */
            reason?: string;
        };
        NotificationDto: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            kind: "request-fulfilled" | "upload-removed" | "answer-key";
            /** @description A line to show, in English */
            message: string;
            /** @description App path the entry opens */
            link: string | null;
            payload: components["schemas"]["NotificationPayloadDto"];
            read: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            readAt: string | null;
        };
        NotificationPageDto: {
            notifications: components["schemas"]["NotificationDto"][];
            /** @description The caller's unread notifications, all pages */
            unreadCount: number;
            /** @example /v1/notifications?cursor=WyIyMDI2… */
            nextPage: string | null;
            hasNextPage: boolean;
        };
        MarkReadDto: {
            /** @description The entries to mark read */
            ids?: string[];
            /**
             * @description Mark every unread entry read
             * @enum {boolean}
             */
            all?: true;
        };
        MarkReadResultDto: {
            /** @description Entries marked read now */
            marked: number;
            unreadCount: number;
        };
        NotificationSettingsDto: {
            /** @description Also e-mail the notifications that have an e-mail (a fulfilled request) */
            notifyByEmail: boolean;
        };
        UnsubscribeDto: {
            /** @description The token of the e-mail’s unsubscribe link */
            token: string;
        };
        CreateRequestDto: {
            /**
             * @description paper or note (papers / notes are taken too)
             * @enum {string}
             */
            type: "paper" | "note";
            /** @description College name (case-insensitive) or id */
            college: string;
            /** @description Course name or id, within the college */
            course: string;
            /** @description Branch name or id, within the course */
            branch: string;
            /** @description Subject name or id, within the branch and year */
            subject: string;
            /** @description Year of study, within the course duration */
            year: number;
            /**
             * @description Papers only; none: any exam type
             * @enum {string}
             */
            examType?: "midsem" | "endsem" | "quiz" | "lab";
            /**
             * @description The exam year or session wanted (2023 or 2023-24); none: any
             * @example 2023-24
             */
            examYear?: string;
            /** @description A short note for uploaders */
            note?: string;
        };
        RequestCollegeDto: {
            /** Format: uuid */
            _id: string;
            collegeName: string;
        };
        RequestCourseDto: {
            /** Format: uuid */
            _id: string;
            courseName: string;
        };
        RequestBranchDto: {
            /** Format: uuid */
            _id: string;
            branchName: string;
        };
        RequestSubjectDto: {
            /** Format: uuid */
            _id: string;
            name: string;
        };
        RequestOwnerDto: {
            username: string;
        };
        RequestDto: {
            /** Format: uuid */
            _id: string;
            /** @enum {string} */
            type: "paper" | "note";
            college: components["schemas"]["RequestCollegeDto"];
            course: components["schemas"]["RequestCourseDto"];
            branch: components["schemas"]["RequestBranchDto"];
            subject: components["schemas"]["RequestSubjectDto"];
            year: number;
            /**
             * @description null: any exam type
             * @enum {string|null}
             */
            examType: "midsem" | "endsem" | "quiz" | "lab" | null;
            /** @description null: any exam year */
            examYear: string | null;
            note: string | null;
            /** @enum {string} */
            status: "open" | "fulfilled" | "closed" | "rejected";
            /** @description Students who asked ("me too"), the asker included */
            votes: number;
            /** @description Whether the caller asked too (false for guests) */
            voted: boolean;
            /** @description Whether the caller made the request */
            mine: boolean;
            owner: components["schemas"]["RequestOwnerDto"];
            /**
             * Format: uuid
             * @description The document that fulfilled it
             */
            documentId: string | null;
            /** @description An admin's reason for closing or rejecting it */
            reason: string | null;
            /** Format: date-time */
            createdAt: string;
            /**
             * Format: date-time
             * @description When it was fulfilled, closed or rejected
             */
            resolvedAt: string | null;
        };
        RequestPageDto: {
            requests: components["schemas"]["RequestDto"][];
            /** @example /v1/requests?sort=wanted&cursor=WzMsIjIwMjYt… */
            nextPage: string | null;
            hasNextPage: boolean;
        };
        VoteStateDto: {
            /** @description Whether the caller asks too after the toggle */
            voted: boolean;
            votes: number;
        };
        ResolveRequestDto: {
            /**
             * @description close: no longer needed; reject: not a valid request
             * @enum {string}
             */
            action: "close" | "reject";
            /** @description Shown on the request */
            reason: string;
        };
        QuestionSubjectRefDto: {
            /** Format: uuid */
            _id: string;
            /** @example Operating Systems */
            name: string;
        };
        QuestionHitDto: {
            /** Format: uuid */
            id: string;
            /** @example 4(b) */
            number: string;
            text: string;
            marks: number | null;
            /** @description The page the question starts on (1-based) */
            page: number;
            /** Format: uuid */
            documentId: string;
            title: string;
            /** @example 2022 */
            examYear: string | null;
            /** @enum {string|null} */
            examType: "midsem" | "endsem" | "quiz" | "lab" | null;
            subject: components["schemas"]["QuestionSubjectRefDto"];
        };
        QuestionHitPageDto: {
            items: components["schemas"]["QuestionHitDto"][];
            /** @description The next page, or null */
            nextPage: string | null;
            hasNextPage: boolean;
        };
        QuestionOccurrenceDto: {
            /** Format: uuid */
            documentId: string;
            title: string;
            /** @example 2023 */
            examYear: string | null;
            /** @enum {string|null} */
            examType: "midsem" | "endsem" | "quiz" | "lab" | null;
            /** @example 3(b) */
            number: string;
            marks: number | null;
            /** @description The page the question starts on (1-based) */
            page: number;
        };
        QuestionGroupDto: {
            /**
             * Format: uuid
             * @description The group's first question (its oldest occurrence)
             */
            id: string;
            /** @description The wording it was first asked in */
            text: string;
            /** @description How many papers asked it */
            asked: number;
            /**
             * @description The exam years it was asked in, oldest first
             * @example [
             *       "2021",
             *       "2023"
             *     ]
             */
            years: string[];
            occurrences: components["schemas"]["QuestionOccurrenceDto"][];
        };
        DocumentQuestionDto: {
            /** Format: uuid */
            id: string;
            /** @example 3(b) */
            number: string;
            text: string;
            marks: number | null;
            /** @description The page the question starts on (1-based) */
            page: number;
            /**
             * Format: uuid
             * @description Its group in GET /api/subjects/{id}/questions
             */
            groupId: string;
            /** @description How many papers of the subject asked it (this one included) */
            asked: number;
            /** @description The exam years it was asked in, oldest first */
            years: string[];
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    HealthController_health: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["HealthDto"];
                    };
                };
            };
            /** @description HEALTH.DEGRADED */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegisterUserDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.EXISTS (details.field: email or username). E-mails are compared in canonical form (NFKC, case-folded); an address held by a sign-up never verified for 24 h is released to the new sign-up */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginUserDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED; under step-up with otp: OTP.INVALID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.INVALID_CREDENTIALS: 'Invalid email or password' */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.STEP_UP_REQUIRED: a login code was e-mailed; send it again with `otp` */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND: 'User not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.TOO_MANY_ATTEMPTS: 'Too many requests. Try again later' (details.retryAfterSeconds, Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["VerifyEmailDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description OTP.INVALID, OTP.EXPIRED, VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description OTP.TOO_MANY_ATTEMPTS: the code is void after 5 wrong tries; OTP.LOCKED: 20 wrong codes in 24 h lock verification until details.lockedUntil (details.retryAfterSeconds, Retry-After); OTP.TOO_MANY_REQUESTS: code checks from one address (6 per account, 100 in all per 24 h) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_resendVerification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.ALREADY_VERIFIED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description OTP.RESEND_TOO_SOON (one per 30 s), OTP.RESEND_LIMIT (10 per hour) or OTP.LOCKED; details.retryAfterSeconds and Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
        };
    };
    AuthController_refresh: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description AUTH.REFRESH_INVALID, AUTH.REFRESH_REUSED, AUTH.REFRESH_RACED */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ForgotPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description USER.NOT_FOUND: 'User not found' */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description OTP.RESEND_TOO_SOON, OTP.RESEND_LIMIT or OTP.LOCKED (details.retryAfterSeconds, Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_verifyResetCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdatePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description OTP.INVALID ('Invalid OTP'), OTP.EXPIRED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description OTP.TOO_MANY_ATTEMPTS (5 wrong tries void a code); OTP.LOCKED: 20 wrong reset codes in 24 h lock the reset until details.lockedUntil (from known devices and from other browsers separately), and the owner is e-mailed once (details.retryAfterSeconds, Retry-After); OTP.TOO_MANY_REQUESTS: code checks from one address (6 per account, 100 in all per 24 h) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangeForgetPasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED (newPassword 8–128 characters) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.RESET_GRANT_REQUIRED: no live grant for this e-mail */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthController_changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["EmptyEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, AUTH.NO_PASSWORD (Google account) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description AUTH.WRONG_PASSWORD: old password is incorrect
             *
             *     AUTH.UNAUTHENTICATED: not signed in
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AuthProvidersController_providers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["AuthProvidersDto"];
                    };
                };
            };
        };
    };
    GoogleController_start: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to the provider (sets the oauthState cookie) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH.GOOGLE_FAILED: could not start */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.GOOGLE_DISABLED: no client id configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    GoogleController_callback: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Redirect to /token-callback or /login?error=google */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description AUTH.GOOGLE_DISABLED */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsersController_currentUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsersController_updateProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, USER.USERNAME_READ_ONLY, USER.AVATAR_INVALID, USER.AVATAR_UNSUPPORTED, USER.AVATAR_DAMAGED, USER.AVATAR_TOO_MANY_PIXELS, USER.CURRENT_PASSWORD_REQUIRED, USER.PASSWORD_NOT_SET */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description AUTH.WRONG_PASSWORD (e-mail change)
             *
             *     AUTH.UNAUTHENTICATED: not signed in
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.EXISTS: the e-mail belongs to another account */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.AVATAR_TOO_LARGE, REQUEST.TOO_LARGE */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.TOO_MANY_AVATAR_CHANGES */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsersController_replaceAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The image (the first file part is taken)
                     */
                    avatar: string;
                };
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED (no file part), USER.AVATAR_UNSUPPORTED, USER.AVATAR_DAMAGED, USER.AVATAR_TOO_MANY_PIXELS, REQUEST.MALFORMED_MULTIPART */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.AVATAR_TOO_LARGE, or a second file part */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.UNSUPPORTED_MEDIA_TYPE */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.TOO_MANY_AVATAR_CHANGES */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsersController_completeRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserEnvelopeDto"];
                    };
                };
            };
            /** @description USER.INFORMATION_INCOMPLETE, naming the missing fields */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UsersController_avatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The image bytes */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description USER.AVATAR_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                    "image/jpeg": components["schemas"]["ErrorEnvelopeDto"];
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                    "image/gif": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminUsersController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `users 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminUsersController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminUsersController_setRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetRoleDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UserDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description USER.OWN_ROLE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CollegesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"][];
                    };
                };
            };
            /** @description VALIDATION.FAILED: this list takes no query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CollegesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCollegeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CollegesController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["WizardCollegeDto"][];
                    };
                };
            };
        };
    };
    CollegesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CoursesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"][];
                    };
                };
            };
            /** @description VALIDATION.FAILED: this list takes no query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CoursesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCourseDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CoursesController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collegeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["WizardCourseDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID (not a UUID) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    CoursesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COURSE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BranchesController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"][];
                    };
                };
            };
            /** @description VALIDATION.FAILED: this list takes no query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BranchesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBranchDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BranchesController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collegeId: string;
                courseId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["WizardBranchDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID (not a UUID) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND or CATALOGUE.COURSE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BranchesController_years: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collegeId: string;
                courseId: string;
                branchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["WizardYearDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID (not a UUID) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND or BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BranchesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubjectsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"][];
                    };
                };
            };
            /** @description VALIDATION.FAILED: this list takes no query parameters */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubjectsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubjectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT, CATALOGUE.YEAR_OUT_OF_RANGE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubjectsController_one: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubjectsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SubjectsController_lookup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                collegeId: string;
                courseId: string;
                branchId: string;
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["WizardSubjectDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID (not a UUID), REQUEST.INVALID_YEAR (not 1–10) or CATALOGUE.YEAR_OUT_OF_RANGE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND or BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCollegesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `colleges 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCollegesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCollegeDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCollegesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCollegesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCollegeDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CollegeDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE or CATALOGUE.IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCollegesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCoursesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `courses 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCoursesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCourseDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCoursesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COURSE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCoursesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCourseDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["CourseDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COURSE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE or CATALOGUE.IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminCoursesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COURSE_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminBranchesController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `branches 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminBranchesController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateBranchDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminBranchesController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminBranchesController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBranchDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BranchDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE or CATALOGUE.IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminBranchesController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.BRANCH_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminSubjectsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `subjects 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminSubjectsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSubjectDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, CATALOGUE.UNKNOWN_PARENT, CATALOGUE.YEAR_OUT_OF_RANGE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminSubjectsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminSubjectsController_update: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateSubjectDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SubjectDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, REQUEST.INVALID_ID, CATALOGUE.UNKNOWN_PARENT, CATALOGUE.YEAR_OUT_OF_RANGE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.DUPLICATE or CATALOGUE.IN_USE */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminSubjectsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.IN_USE: details count the courses, branches, subjects and documents left */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_papers: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
                /** @description College name or id */
                college?: string;
                /** @description Course name or id */
                course?: string;
                /** @description Branch name or id */
                branch?: string;
                /** @description Subject name or id */
                subject?: string;
                /** @description Year of study */
                year?: number;
                /** @description Papers only */
                examType?: "midsem" | "endsem" | "quiz" | "lab";
                /** @description Exam year, exact */
                examYear?: string;
                /** @description newest (default): newest upload first. examYear: newest exam year first (a session after its calendar year), documents without one last, newest upload first within a year. popular: most viewed, downloaded and bookmarked first, each event counting less as days pass (a 7-day time constant: one 30 days old counts ≈ 1/70), documents without any last, newest upload first among equals. With q, examYear and popular list every match in that order (relevance tiers aside); newest keeps the relevance order */
                sort?: "newest" | "examYear" | "popular";
                /** @description Full-text search (title, description, catalogue names, PDF text), prefix-matched: documents whose title, description or catalogue names match come first, then those matched in the PDF text only, newest first in each; each carries a snippet of the matching text */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description SEARCH.TOO_MANY: a guest address's searches (q) over the limit; details { retryAfterSeconds } */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_uploadPaper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (first file part only; must start with %PDF-)
                     */
                    file: string;
                    title: string;
                    description: string;
                    /** @description College name (case-insensitive) or id */
                    college: string;
                    /** @description Course name or id, within the college */
                    course: string;
                    /** @description Branch name or id, within the course */
                    branch: string;
                    /** @description Subject name or id, within the branch and year */
                    subject: string;
                    /** @description Within the course duration */
                    year: number;
                    /**
                     * @description The calendar year or academic session printed on the paper: 2023 or 2023-24 (the second part is the next year). Optional; empty means none. Refused with DOCUMENT.INVALID_EXAM_YEAR
                     * @example 2023-24
                     */
                    examYear?: string;
                    /**
                     * Format: uuid
                     * @description This document is an answer key or solution for that paper (its id): a paper of the same subject. Optional; empty means none. Refused with DOCUMENT.ANSWERS_FOR_INVALID (no such document), DOCUMENT.ANSWERS_FOR_NOT_PAPER or DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT
                     */
                    answersFor?: string;
                    /** @enum {string} */
                    examType: "midsem" | "endsem" | "quiz" | "lab";
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED (fields, file missing), DOCUMENT.UNKNOWN_CATALOGUE (names the field), DOCUMENT.YEAR_OUT_OF_RANGE, REQUEST.MALFORMED_MULTIPART (no boundary, cut short or corrupt), DOCUMENT.EMPTY_FILE (a file part of 0 bytes), DOCUMENT.ANSWERS_FOR_INVALID, DOCUMENT.ANSWERS_FOR_NOT_PAPER, DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT (answersFor) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.DUPLICATE: details { documentId, title } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.TOO_LARGE (UPLOAD_MAX_MB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_PDF ('File type not supported. Please upload a PDF file') or DOCUMENT.MULTIPART_REQUIRED */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE: nothing was kept */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_notes: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
                /** @description College name or id */
                college?: string;
                /** @description Course name or id */
                course?: string;
                /** @description Branch name or id */
                branch?: string;
                /** @description Subject name or id */
                subject?: string;
                /** @description Year of study */
                year?: number;
                /** @description Papers only */
                examType?: "midsem" | "endsem" | "quiz" | "lab";
                /** @description Exam year, exact */
                examYear?: string;
                /** @description newest (default): newest upload first. examYear: newest exam year first (a session after its calendar year), documents without one last, newest upload first within a year. popular: most viewed, downloaded and bookmarked first, each event counting less as days pass (a 7-day time constant: one 30 days old counts ≈ 1/70), documents without any last, newest upload first among equals. With q, examYear and popular list every match in that order (relevance tiers aside); newest keeps the relevance order */
                sort?: "newest" | "examYear" | "popular";
                /** @description Full-text search (title, description, catalogue names, PDF text), prefix-matched: documents whose title, description or catalogue names match come first, then those matched in the PDF text only, newest first in each; each carries a snippet of the matching text */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description SEARCH.TOO_MANY: a guest address's searches (q) over the limit; details { retryAfterSeconds } */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_uploadNote: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (first file part only; must start with %PDF-)
                     */
                    file: string;
                    title: string;
                    description: string;
                    /** @description College name (case-insensitive) or id */
                    college: string;
                    /** @description Course name or id, within the college */
                    course: string;
                    /** @description Branch name or id, within the course */
                    branch: string;
                    /** @description Subject name or id, within the branch and year */
                    subject: string;
                    /** @description Within the course duration */
                    year: number;
                    /**
                     * @description The calendar year or academic session printed on the paper: 2023 or 2023-24 (the second part is the next year). Optional; empty means none. Refused with DOCUMENT.INVALID_EXAM_YEAR
                     * @example 2023-24
                     */
                    examYear?: string;
                    /**
                     * Format: uuid
                     * @description This document is an answer key or solution for that paper (its id): a paper of the same subject. Optional; empty means none. Refused with DOCUMENT.ANSWERS_FOR_INVALID (no such document), DOCUMENT.ANSWERS_FOR_NOT_PAPER or DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT
                     */
                    answersFor?: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED (fields, file missing), DOCUMENT.UNKNOWN_CATALOGUE (names the field), DOCUMENT.YEAR_OUT_OF_RANGE, REQUEST.MALFORMED_MULTIPART (no boundary, cut short or corrupt), DOCUMENT.EMPTY_FILE (a file part of 0 bytes), DOCUMENT.ANSWERS_FOR_INVALID, DOCUMENT.ANSWERS_FOR_NOT_PAPER, DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT (answersFor) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.DUPLICATE: details { documentId, title } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.TOO_LARGE (UPLOAD_MAX_MB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_PDF ('File type not supported. Please upload a PDF file') or DOCUMENT.MULTIPART_REQUIRED */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE: nothing was kept */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_all: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
                /** @description College name or id */
                college?: string;
                /** @description Course name or id */
                course?: string;
                /** @description Branch name or id */
                branch?: string;
                /** @description Subject name or id */
                subject?: string;
                /** @description Year of study */
                year?: number;
                /** @description Papers only */
                examType?: "midsem" | "endsem" | "quiz" | "lab";
                /** @description Exam year, exact */
                examYear?: string;
                /** @description newest (default): newest upload first. examYear: newest exam year first (a session after its calendar year), documents without one last, newest upload first within a year. popular: most viewed, downloaded and bookmarked first, each event counting less as days pass (a 7-day time constant: one 30 days old counts ≈ 1/70), documents without any last, newest upload first among equals. With q, examYear and popular list every match in that order (relevance tiers aside); newest keeps the relevance order */
                sort?: "newest" | "examYear" | "popular";
                /** @description Full-text search (title, description, catalogue names, PDF text), prefix-matched: documents whose title, description or catalogue names match come first, then those matched in the PDF text only, newest first in each; each carries a snippet of the matching text */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description SEARCH.TOO_MANY: a guest address's searches (q) over the limit; details { retryAfterSeconds } */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_wizardPapers: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
            };
            header?: never;
            path: {
                collegeId: string;
                courseId: string;
                branchId: string;
                year: number;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID, REQUEST.INVALID_YEAR, CATALOGUE.YEAR_OUT_OF_RANGE or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_wizardNotes: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
            };
            header?: never;
            path: {
                collegeId: string;
                courseId: string;
                branchId: string;
                year: number;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID, REQUEST.INVALID_YEAR, CATALOGUE.YEAR_OUT_OF_RANGE or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_wizardPapersTyped: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
            };
            header?: never;
            path: {
                type: string;
                collegeId: string;
                courseId: string;
                branchId: string;
                year: number;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description DOCUMENT.INVALID_TYPE, DOCUMENT.TYPE_MISMATCH, REQUEST.INVALID_ID, REQUEST.INVALID_YEAR or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedController_wizardNotesTyped: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
            };
            header?: never;
            path: {
                type: string;
                collegeId: string;
                courseId: string;
                branchId: string;
                year: number;
                subjectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentPageDto"];
                    };
                };
            };
            /** @description DOCUMENT.INVALID_TYPE, DOCUMENT.TYPE_MISMATCH, REQUEST.INVALID_ID, REQUEST.INVALID_YEAR or DOCUMENT.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.COLLEGE_NOT_FOUND, COURSE_NOT_FOUND, BRANCH_NOT_FOUND or SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    SearchSuggestController_suggest: {
        parameters: {
            query: {
                /** @description 1 to 100 characters */
                q: unknown;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["SearchSuggestionDto"][];
                    };
                };
            };
            /** @description DOCUMENT.INVALID_SUGGEST_QUERY: q missing, blank or longer than 100 */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description SEARCH.SUGGEST_TOO_MANY: a guest address's suggestions over the limit; details { retryAfterSeconds } */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_detail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description DOCUMENT.NOT_OWNER
             *
             *     AUTH.UNVERIFIED: e-mail not verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_answers: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_setAnswersFor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SetAnswersForDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID, VALIDATION.FAILED, DOCUMENT.ANSWERS_FOR_INVALID, DOCUMENT.ANSWERS_FOR_NOT_PAPER, DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT, DOCUMENT.ANSWERS_FOR_SELF */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description DOCUMENT.NOT_OWNER_ANSWERS_FOR
             *
             *     AUTH.UNVERIFIED: e-mail not verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_preview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (ETag, Accept-Ranges, Cache-Control) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Range request: Content-Range bytes start-end/size */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND or DOCUMENT.FILE_MISSING */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.RANGE_NOT_SATISFIABLE */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_view: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (ETag, Accept-Ranges, Cache-Control) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Range request: Content-Range bytes start-end/size */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND or DOCUMENT.FILE_MISSING */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.RANGE_NOT_SATISFIABLE */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_download: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF (ETag, Accept-Ranges, Cache-Control) */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Range request: Content-Range bytes start-end/size */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND or DOCUMENT.FILE_MISSING */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.RANGE_NOT_SATISFIABLE */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    DocumentsController_thumbnail: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description PNG */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND or DOCUMENT.PREVIEW_NOT_READY */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PagesController_image: {
        parameters: {
            query?: {
                /** @description Pixels wide (default 960) */
                width?: 480 | 960 | 1440;
            };
            header?: never;
            path: {
                id: string;
                /** @description Page number, from 1 */
                n: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description WebP image */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description If-None-Match matched the ETag */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID, DOCUMENT.INVALID_PAGE or DOCUMENT.INVALID_PAGE_WIDTH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND, DOCUMENT.PAGE_NOT_FOUND (past the last page) or DOCUMENT.FILE_MISSING */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.PAGE_UNREADABLE: the PDF (or this page) could not be drawn */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.TOO_MANY_PAGE_REQUESTS: page images and words by one user or guest address over RATE_LIMITS `pages` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.PAGES_BUSY (Retry-After; too many pages being drawn) or STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    PagesController_text: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                /** @description Page number, from 1 */
                n: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["PageWordsDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID, DOCUMENT.INVALID_PAGE or DOCUMENT.INVALID_PAGE_WIDTH */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND, DOCUMENT.PAGE_NOT_FOUND (past the last page) or DOCUMENT.FILE_MISSING */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.PAGE_UNREADABLE: the PDF (or this page) could not be drawn */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.TOO_MANY_PAGE_REQUESTS: page images and words by one user or guest address over RATE_LIMITS `pages` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.PAGES_BUSY (Retry-After; too many pages being drawn) or STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MyDocumentsController_userPapers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentListEnvelopeDto"];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    MyDocumentsController_userNotes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentListEnvelopeDto"];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminDocumentsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `documents 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["AdminDocumentDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminDocumentsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["AdminDocumentDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminDocumentsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data is null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UploadsController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UploadDraftDto"][];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UploadsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The PDF (must start with %PDF-)
                     */
                    file: string;
                };
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UploadDraftDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED (file missing), REQUEST.MALFORMED_MULTIPART, DOCUMENT.EMPTY_FILE */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.TOO_LARGE (UPLOAD_MAX_MB) */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_PDF or DOCUMENT.MULTIPART_REQUIRED */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description STORAGE.UNAVAILABLE */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UploadsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["UploadDraftDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description UPLOAD.NOT_FOUND (also for someone else's draft) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UploadsController_discard: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Discarded */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description UPLOAD.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    UploadsController_publish: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PublishUploadDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, DOCUMENT.INVALID_EXAM_YEAR, DOCUMENT.UNKNOWN_CATALOGUE, DOCUMENT.YEAR_OUT_OF_RANGE, DOCUMENT.ANSWERS_FOR_INVALID, DOCUMENT.ANSWERS_FOR_NOT_PAPER, DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description UPLOAD.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.DUPLICATE: details { documentId, title } */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookmarksController_list: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentDto"][];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    BookmarksController_toggle: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                documentId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["BookmarkStateDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    ReportsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReportDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["ReportDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REPORT.ALREADY_OPEN: one open report per user and document */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminReportsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `reports 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["ReportDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminReportsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["ReportDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REPORT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminReportsController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveReportDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["ReportDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REPORT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REPORT.ALREADY_RESOLVED */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    FeedbackController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateFeedbackDto"];
            };
        };
        responses: {
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["FeedbackDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description FEEDBACK.TOO_MANY (Retry-After) */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminFeedbackController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `feedbacks 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["FeedbackDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminFeedbackController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["FeedbackDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description FEEDBACK.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_list: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["NotificationPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or NOTIFICATION.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkReadDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["MarkReadResultDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or NOTIFICATION.READ_TARGET: neither or both of ids and all */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_settings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["NotificationSettingsDto"];
                    };
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_updateSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettingsDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["NotificationSettingsDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_unsubscribePage: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An HTML page saying e-mails are off */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description NOTIFICATION.INVALID_TOKEN */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    NotificationsController_unsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UnsubscribeDto"];
            };
        };
        responses: {
            /** @description data: null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description VALIDATION.FAILED or NOTIFICATION.INVALID_TOKEN */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RequestsController_list: {
        parameters: {
            query?: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
                /** @description College name or id */
                college?: string;
                /** @description Course name or id */
                course?: string;
                /** @description Branch name or id */
                branch?: string;
                /** @description Subject name or id */
                subject?: string;
                status?: "open" | "fulfilled";
                /** @description wanted: most votes first; new: newest first */
                sort?: "wanted" | "new";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or REQUEST.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RequestsController_create: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateRequestDto"];
            };
        };
        responses: {
            /** @description The open request of the same place, joined */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"];
                    };
                };
            };
            /** @description A new request */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 201 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, REQUEST.EXAM_TYPE_FOR_NOTE, DOCUMENT.UNKNOWN_CATALOGUE, DOCUMENT.YEAR_OUT_OF_RANGE or DOCUMENT.YEAR_MISMATCH (as POST /api/papers) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.DAILY_LIMIT; details { limit } */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RequestsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RequestsController_remove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description data: null */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /**
             * @description REQUEST.NOT_OWNER
             *
             *     AUTH.UNVERIFIED: e-mail not verified
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    RequestsController_vote: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["VoteStateDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED: e-mail not verified */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_OPEN: fulfilled, closed or rejected */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminRequestsController_list: {
        parameters: {
            query?: {
                /** @description JSON ["field","ASC"|"DESC"] */
                sort?: string;
                /** @description JSON [start, end], inclusive: whole numbers, 0 ≤ start ≤ end ≤ 1000000, at most 1000 rows */
                range?: string;
                /** @description JSON object of filters (q, id, parents): text at most 200 characters, ids one or a list, year a whole number 1–10 */
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    /** @description e.g. `requests 0-24/319` (react-admin reads the total) */
                    "Content-Range"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"][];
                    };
                };
            };
            /** @description LIST.INVALID_PARAMS: sort, range or filter malformed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminRequestsController_get: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    AdminRequestsController_resolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResolveRequestDto"];
            };
        };
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["RequestDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED or REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNAUTHENTICATED: not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description AUTH.UNVERIFIED or AUTH.ADMIN_ONLY */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description REQUEST.NOT_OPEN */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    QuestionsController_search: {
        parameters: {
            query: {
                /** @description Opaque cursor from the previous page (nextPage carries it) */
                cursor?: string;
                /** @description Page size, 1–50 (default 20) */
                limit?: number;
                /** @description Words to find in the questions (2–100 characters) */
                q: string;
                /** @description Only this subject's questions */
                subject?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["QuestionHitPageDto"];
                    };
                };
            };
            /** @description VALIDATION.FAILED, QUESTION.EMPTY_QUERY or QUESTION.INVALID_CURSOR */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    QuestionsController_subjectQuestions: {
        parameters: {
            query?: {
                /** @description asked: most papers first (the default); recent: latest exam year first */
                sort?: "asked" | "recent";
                /** @description Only occurrences in papers of this exam type */
                examType?: "midsem" | "endsem" | "quiz" | "lab";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["QuestionGroupDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID, VALIDATION.FAILED */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description CATALOGUE.SUBJECT_NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
    QuestionsController_documentQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @example true */
                        success: boolean;
                        /** @example 200 */
                        statusCode: number;
                        /** @example OK */
                        message: string;
                        data: components["schemas"]["DocumentQuestionDto"][];
                    };
                };
            };
            /** @description REQUEST.INVALID_ID */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
            /** @description DOCUMENT.NOT_FOUND */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorEnvelopeDto"];
                };
            };
        };
    };
}
