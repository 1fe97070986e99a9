import { DataTypes, Model, type InferAttributes, type InferCreationAttributes, type Sequelize } from 'sequelize';

export type CacheStatus = 'hit' | 'template_hit' | 'miss' | 'error';

/** One proxied request, as the dashboard's feed shows it. */
export class RequestLog extends Model<InferAttributes<RequestLog>, InferCreationAttributes<RequestLog>> {
  declare id: string;
  declare accountId: string;
  declare apiKeyId: string | null;
  declare model: string | null;
  declare cacheStatus: CacheStatus;
  declare upstreamStatus: number | null;
  declare latencyMs: number;
  declare promptTokens: number | null;
  declare completionTokens: number | null;
  declare totalTokens: number | null;
  declare answerNodeId: string | null;
  /** JSON array: the node id of each request message, in order. */
  declare nodePath: string | null;
  /** JSON object of the variable bindings used (manual or derived from a template). */
  declare bindings: string | null;
  declare error: string | null;
  /** Identical hits within one flush window share a row: how many it holds. */
  declare count: number;
  /** When the last request of the row arrived (null: a row of one). */
  declare lastAt: Date | null;
  declare latencyMaxMs: number | null;
  declare stream: boolean | null;
  /** SHA-256 of the request body and of the answer (or error) body, in request_contents. */
  declare requestHash: string | null;
  declare responseHash: string | null;
  /** For a miss: why the cache did not answer, as known when it was answered. */
  declare missReason: string | null;
  /** What was asked, in one short line (see request-preview.ts). */
  declare preview: string | null;
  declare createdAt: Date;

  static initModel(sequelize: Sequelize): void {
    RequestLog.init(
      {
        id: { type: DataTypes.STRING(36), primaryKey: true },
        accountId: { type: DataTypes.STRING(36), allowNull: false },
        apiKeyId: { type: DataTypes.STRING(36), allowNull: true },
        model: { type: DataTypes.STRING(200), allowNull: true },
        cacheStatus: { type: DataTypes.STRING(20), allowNull: false },
        upstreamStatus: { type: DataTypes.INTEGER, allowNull: true },
        latencyMs: { type: DataTypes.FLOAT, allowNull: false },
        promptTokens: { type: DataTypes.INTEGER, allowNull: true },
        completionTokens: { type: DataTypes.INTEGER, allowNull: true },
        totalTokens: { type: DataTypes.INTEGER, allowNull: true },
        answerNodeId: { type: DataTypes.STRING(36), allowNull: true },
        nodePath: { type: DataTypes.TEXT, allowNull: true },
        bindings: { type: DataTypes.TEXT, allowNull: true },
        error: { type: DataTypes.TEXT, allowNull: true },
        count: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 1 },
        lastAt: { type: DataTypes.DATE, allowNull: true },
        latencyMaxMs: { type: DataTypes.FLOAT, allowNull: true },
        stream: { type: DataTypes.BOOLEAN, allowNull: true },
        requestHash: { type: DataTypes.STRING(64), allowNull: true },
        responseHash: { type: DataTypes.STRING(64), allowNull: true },
        missReason: { type: DataTypes.TEXT, allowNull: true },
        preview: { type: DataTypes.STRING(200), allowNull: true },
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'request_logs', updatedAt: false },
    );
  }
}
