public enum Statecraft {
    public static let version = "0.2.0"
}
