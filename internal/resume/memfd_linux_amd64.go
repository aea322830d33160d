package resume

// sysMemfdCreate is memfd_create(2) on linux/amd64.
const sysMemfdCreate = 319
