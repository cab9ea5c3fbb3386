public enum Statecraft {
    public static let version = "0.1.0"
}
