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
        createdAt: { type: DataTypes.DATE, allowNull: false },
      },
      { sequelize, tableName: 'request_logs', updatedAt: false },
    );
  }
}
