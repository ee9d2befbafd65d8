/** Shape of GET /version.json: the deployed build, compared by the client's version check. */
export interface DeployedVersion {
  version: string;
  builtAt: string;
}
